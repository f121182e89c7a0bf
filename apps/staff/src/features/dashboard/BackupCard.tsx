import { Badge, Card, Spinner } from '@review-center/design-system';
import { ActionButton } from '../../app/ActionButton.tsx';
import { formatWhen } from '../../app/dates.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';

/** A backup's size as a person reads it: "6.2 MB", "840 KB". */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The administrator's last backup on the dashboard (docs/operations.md): when, how large, which
 * file, a warning when it is more than a day old or there is none, and "Back up now".
 */
export function BackupCard() {
  const status = useStaffQuery('getLatestBackup', {});
  return (
    <Card variant="outlined">
      <h2>Last backup</h2>
      {status.isPending ? (
        <Spinner label="Loading the last backup" />
      ) : status.isError ? (
        <p role="alert">The last backup could not be read: {problemOf(status.error)}</p>
      ) : (
        <>
          {status.data.latest ? (
            <>
              <p>
                Taken <time dateTime={status.data.latest.createdAt}>{formatWhen(status.data.latest.createdAt)}</time>
              </p>
              <p>
                {formatSize(status.data.latest.bytes)}, {status.data.latest.fileName}
              </p>
            </>
          ) : null}
          {status.data.warning ? (
            <p>
              <Badge variant="warning">{status.data.warning}</Badge>
            </p>
          ) : null}
        </>
      )}
      <ActionButton
        call="takeBackup"
        input={{}}
        done={(taken) => `Backup written: ${taken.latest?.fileName ?? ''}`}
        failed="No backup was written"
      >
        Back up now
      </ActionButton>
    </Card>
  );
}
