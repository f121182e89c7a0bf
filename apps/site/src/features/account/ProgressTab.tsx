import { useProgress } from '@review-center/api-client/react';
import { Spinner } from '@review-center/design-system';
import { ProgressChart } from '@review-center/design-system/charts';
import { ERROR_MESSAGES, type User } from '@review-center/domain';
import { lazy, Suspense } from 'react';

const ProgressDetails = lazy(() =>
  import('./ProgressDetails.tsx').then((module) => ({ default: module.ProgressDetails })),
);

/**
 * My Progress (product §2 Account, §3 Progress): one line per exam category, labelled Test 1,
 * Test 2, ...; beside it the overall and summary lists as a table, then the LET readiness view
 * (ProgressDetails, decision 0051). The chart (ApexCharts) is loaded by ProgressChart itself and
 * the details with the tab, so the account area never downloads either before it opens.
 */
export function ProgressTab({ user }: { user: User }) {
  const progress = useProgress(user._id);
  if (progress.isPending) return <Spinner label="Loading progress" />;
  if (progress.isError) return <p>{ERROR_MESSAGES.generic}</p>;
  const chart = (
    <ProgressChart
      title="My Progress"
      // Scores are percentages of each exam's questions (the API's progress): the axis says so.
      yMax={100}
      formatValue={(score) => `${score}%`}
      series={progress.data.series.map((line) => ({ name: line.name, scores: line.data }))}
    />
  );
  return (
    <Suspense fallback={chart}>
      <ProgressDetails user={user} progress={progress.data} chart={chart} />
    </Suspense>
  );
}
