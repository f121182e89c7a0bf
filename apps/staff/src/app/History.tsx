import type { AuditEntry } from '@review-center/domain';
import { formatWhen } from './dates.ts';

const changes = (entry: AuditEntry) =>
  Object.keys({ ...entry.before, ...entry.after })
    .map(
      (key) => `${key}: ${JSON.stringify(entry.before?.[key] ?? null)} → ${JSON.stringify(entry.after?.[key] ?? null)}`,
    )
    .join('; ');

/** A record's history from the audit log (decision 0027): who did what, when, and what changed. */
export function History({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? (
        <p>No staff action on this record yet.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry._id}>
              <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time> — {entry.action} by{' '}
              {entry.actor.email}
              {changes(entry) ? ` (${changes(entry)})` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
