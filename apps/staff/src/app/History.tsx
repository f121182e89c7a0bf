import type { AuditEntry } from '@review-center/domain';
import { DescriptionList } from '@review-center/design-system';
import styled from 'styled-components';
import { changesOf } from './changes.ts';
import { formatWhen } from './dates.ts';

/* Each field's name above what it was and what it is now; the words "was" and "now" muted. */
const Fields = styled(DescriptionList)`
  .label {
    color: var(--ds-color-text-muted);
  }
`;

/** What an audited action changed: each field's name, what it was and what it is now, in words. */
export function Change({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span>No field changed</span>;
  return (
    <Fields
      items={changes.map((change) => ({
        label: change.field,
        value: (
          <>
            <span className="label">was</span> {change.was}
            <br />
            <span className="label">now</span> {change.now}
          </>
        ),
      }))}
    />
  );
}

/**
 * A record's history from the audit log (decision 0027): who did what, when, and what changed,
 * as the audit log shows it, never raw JSON.
 */
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
              <Change before={entry.before} after={entry.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
