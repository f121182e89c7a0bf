import { useParams } from 'react-router-dom';
import { requireSession } from '../app/require-session.ts';
import { DiscussionsPage } from '../features/discussions/DiscussionsPage.tsx';

/** An offering's discussions (decision 0038): protected like /account (product §2). */
export const loader = requireSession;

export function Component() {
  const { offering = '' } = useParams();
  return <DiscussionsPage offeringId={offering} />;
}
