import { useParams } from 'react-router-dom';
import { requireSession } from '../app/require-session.ts';
import { DiscussionPage } from '../features/discussions/DiscussionPage.tsx';

/** One discussion thread with its replies (decision 0038): protected like /account (product §2). */
export const loader = requireSession;

export function Component() {
  const { offering = '', discussion = '' } = useParams();
  return <DiscussionPage offeringId={offering} discussionId={discussion} />;
}
