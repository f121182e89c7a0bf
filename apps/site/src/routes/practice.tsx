import { requireSession } from '../app/require-session.ts';
import { PracticePage } from '../features/practice/PracticePage.tsx';

/** Practice and the review queue (decision 0081): protected like /account (product §2). */
export const loader = requireSession;

export function Component() {
  return <PracticePage />;
}
