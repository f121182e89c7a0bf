import type { Choice } from '../../app/ChoiceSelect.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';

/** The offerings as choices for a filter or a select (the enrollments', the payment queue's, an exam's audience). */
export function useOfferingChoices(): Choice[] {
  const offerings = useStaffQuery('listOfferings', { query: { limit: 100 } });
  return (offerings.data?.docs ?? []).map((offering) => ({ id: offering._id, name: offering.title }));
}
