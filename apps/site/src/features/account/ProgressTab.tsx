import { useProgress } from '@review-center/api-client/react';
import { ProgressChart, Spinner } from '@review-center/design-system';
import { ERROR_MESSAGES } from '@review-center/domain';

/**
 * My Progress (product §2 Account): one line per exam category, labelled Test 1, Test 2, ... The
 * chart (ApexCharts) is loaded by ProgressChart itself, and this tab renders only once opened,
 * so the account area never downloads it before then.
 */
export function ProgressTab({ userId }: { userId: string }) {
  const progress = useProgress(userId);
  if (progress.isPending) return <Spinner label="Loading progress" />;
  if (progress.isError) return <p>{ERROR_MESSAGES.generic}</p>;
  return (
    <ProgressChart
      title="My Progress"
      series={progress.data.series.map((line) => ({ name: line.name, scores: line.data }))}
    />
  );
}
