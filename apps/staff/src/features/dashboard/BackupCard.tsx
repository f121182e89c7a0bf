import type { BackupStatus } from '@review-center/api-client/contract';
import { callEndpoint } from '@review-center/api-client/react';
import { Badge, Button, Card } from '@review-center/design-system';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../app/api-client.ts';
import { formatWhen } from '../../app/dates.ts';
import { notify } from '../../app/notify.ts';
import { problemOf } from '../../app/problem.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';

/** A backup's size as a person reads it: "6.2 MB", "840 KB". */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** How often the card reads the status while a backup runs. */
const POLL_MS = 2_000;

/**
 * How the backup started at `since` ended, as the status shows it: written (a backup as new as
 * it), failed (a failure since), or null while it runs or the status read is older than the start.
 */
function outcomeOf(status: BackupStatus | undefined, since: string) {
  if (!status || status.running?.startedAt === since) return null;
  const after = (at: string) => Date.parse(at) >= Date.parse(since);
  if (status.lastFailure && after(status.lastFailure.at)) {
    return { ok: false, text: `No backup was written: ${status.lastFailure.message}` };
  }
  if (status.latest && after(status.latest.createdAt)) {
    return { ok: true, text: `Backup written: ${status.latest.fileName}` };
  }
  return null;
}

/**
 * The administrator's last backup on the dashboard (docs/operations.md): when, how large, which
 * file, a warning when it is more than a day old or there is none, and "Back up now". A backup
 * outlasts a call's time limit, so the server takes it after answering (decision 0070): the card
 * says it runs, reads the status every 2 s until it ends, then says how it went.
 */
export function BackupCard() {
  /** When the backup this card started began, by the server's clock: the one it follows. */
  const [following, setFollowing] = useState<string | null>(null);
  const status = useStaffQuery(
    'getLatestBackup',
    {},
    {
      refetchInterval: (answer) =>
        answer?.running || (following !== null && !outcomeOf(answer, following)) ? POLL_MS : false,
    },
  );
  const outcome = following === null ? null : outcomeOf(status.data, following);
  const running = status.data?.running ?? (following !== null && !outcome ? { startedAt: following } : null);

  // Said once, when the status first shows how the followed backup ended.
  const said = useRef<string | null>(null);
  const { ok, text } = outcome ?? {};
  useEffect(() => {
    if (text === undefined || said.current === following) return;
    said.current = following;
    notify(text, ok);
  }, [following, ok, text]);

  // Not a staff action (useStaffAction): it changes nothing the console shows but this card, and
  // the other reads, fetched again while the embedded database is being dumped, would wait.
  const start = useMutation({
    mutationFn: () => callEndpoint(apiClient, 'takeBackup', {}),
    onSuccess: (answer) => {
      if (answer.running) setFollowing(answer.running.startedAt);
      void status.refetch();
    },
    onError: (error) => notify(`No backup was written: ${problemOf(error)}`, false),
  });

  const details = ({ latest, warning, lastFailure }: BackupStatus) => (
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
      {lastFailure && !running ? (
        <p>
          <Badge variant="danger">The last backup failed: {lastFailure.message}</Badge>
        </p>
      ) : null}
    </>
  );

  return (
    <Card variant="outlined">
      <h2>Last backup</h2>
      {/* While the embedded database is dumped every call waits, and a read may time out: the
          card keeps what it showed until the backup it follows ends. */}
      {running && status.data ? (
        details(status.data)
      ) : (
        <Loaded query={status} what="the last backup">
          {details}
        </Loaded>
      )}
      <p role="status">
        {running ? (
          <>
            Backing up… started <time dateTime={running.startedAt}>{formatWhen(running.startedAt)}</time>
          </>
        ) : null}
      </p>
      <Button variant="secondary" isPending={start.isPending || running !== null} onPress={() => start.mutate()}>
        Back up now
      </Button>
    </Card>
  );
}
