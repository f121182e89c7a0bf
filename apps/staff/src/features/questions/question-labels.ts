import { LET_PART_TITLES, type Subject } from '@review-center/domain';
import type { Choice } from '../../app/ChoiceSelect.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';

/** The text of an HTML fragment, for a one-line summary in a table. */
export const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The exam categories as choices for a select or a filter (the bank's, a template's, a draw's). */
export function useCategoryChoices(): Choice[] {
  const categories = useStaffQuery('listCategories', { query: { group: 'exams', limit: 100 } });
  return (categories.data?.docs ?? []).map((c) => ({ id: c._id, name: c.title }));
}

/** A bank question's state, as its badge names it: replaced by an edit's new version, retired, or current. */
export const stateOf = (question: { replacedBy: string | null; retiredAt: string | null }) =>
  question.replacedBy ? 'Replaced' : question.retiredAt ? 'Retired' : 'Current';

/** A subject as a filter or a select names it: its list, then its title. */
export const subjectName = (subject: Subject) =>
  subject.part === 'specialization'
    ? subject.specialization === subject.title
      ? `Specialization: ${subject.title}`
      : `Specialization: ${subject.specialization} — ${subject.title}`
    : `${LET_PART_TITLES[subject.part]}: ${subject.title}`;

/** The LET subjects (decision 0076), every list, in the lists' order. */
export function useSubjects(): readonly Subject[] {
  return useStaffQuery('listSubjects', {}).data?.docs ?? [];
}
