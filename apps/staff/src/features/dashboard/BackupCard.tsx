import { Badge, Card } from '@review-center/design-system';
import { ActionButton } from '../../app/ActionButton.tsx';
import { formatWhen } from '../../app/dates.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
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
      <Loaded query={status} what="the last backup">
        {({ latest, warning }) => (
          <>
            {latest ? (
              <>
                <p>
                  Taken <time dateTime={latest.createdAt}>{formatWhen(latest.createdAt)}</time>
                </p>
                <p>
                  {formatSize(latest.bytes)}, {latest.fileName}
                </p>
              </>
            ) : null}
            {warning ? (
              <p>
                <Badge variant="warning">{warning}</Badge>
              </p>
            ) : null}
          </>
        )}
      </Loaded>
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
