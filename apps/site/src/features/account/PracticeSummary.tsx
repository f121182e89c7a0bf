import { usePracticeOverview } from '@review-center/api-client/react';
import { Link } from '@review-center/design-system';
import { paths } from '../../app/paths.ts';
import { answeredOfGoal, streakText } from '../../app/practice-progress.ts';

/**
 * The review queue at a glance (decision 0081), beside My access: shown once the counts load, so a
 * reviewee without access (403) or a failed call sees nothing here. Only the query hook: the
 * practice page's code stays in its own route.
 */
export function PracticeSummary({ userId }: { userId: string }) {
  const { data } = usePracticeOverview(userId);
  if (!data) return null;
  return (
    <section aria-labelledby="practice-summary">
      <h2 id="practice-summary">Practice</h2>
      <p>
        {data.dueToday === 1 ? '1 item' : `${data.dueToday} items`} due today · {data.dueThisWeek} this week
      </p>
      {/* The goal and the streak, each only while the reviewee has it on (decision 0081). */}
      {data.goal ? <p>Today: {answeredOfGoal(data.goal)}</p> : null}
      {data.streak ? <p>{streakText(data.streak)}</p> : null}
      <Link href={paths.practice}>Practise now</Link>
    </section>
  );
}
