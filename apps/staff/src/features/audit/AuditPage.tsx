import { Button, TextField } from '@review-center/design-system';
import { AUDIT_ENTITY_TYPES, emailField, LIMITS } from '@review-center/domain';
import { Fragment } from 'react';
import styled from 'styled-components';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { counted } from '../../app/counted.ts';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useUrlFilters } from '../../app/url-state.ts';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { Change } from '../../app/History.tsx';
import { GridForm as Form } from '../../app/EditForm.ts';

const FILTERS = ['action', 'actor', 'entityType', 'entityId'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/* An e-mail, a record's id or a long value wraps inside its cell: the log never scrolls sideways. */
const Log = styled.div`
  td {
    overflow-wrap: anywhere;
  }
  th:last-child {
    inline-size: 40%;
  }
`;

const typeItems = AUDIT_ENTITY_TYPES.map((type) => ({ id: type, name: type }));

type FilterErrors = Partial<Record<'action' | 'actor' | 'entityId', string>>;

/**
 * What the filters must be before the log is asked (the API refuses the same with a 400): the
 * actor is matched by whole e-mail address, the action and record id are at most LIMITS.idMax long.
 */
function checkFilters(filters: Filters): FilterErrors {
  const errors: FilterErrors = {};
  const tooLong = `Must be at most ${LIMITS.idMax} characters`;
  if (filters.action.trim().length > LIMITS.idMax) errors.action = tooLong;
  if (filters.actor.trim() && !emailField.safeParse(filters.actor).success)
    errors.actor = 'Enter the whole e-mail address, like name@example.com';
  if (filters.entityId.trim().length > LIMITS.idMax) errors.entityId = tooLong;
  return errors;
}

/** A dotted action or an e-mail, with places to wrap after each "." and "@" rather than mid-word. */
const wrappable = (text: string) =>
  text.split(/(?<=[.@])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));

/** The log, newest first; `filtered` says whether the page's filters are set. */
const auditLog = (filtered: boolean) =>
  defineList({
    call: 'listAuditLog',
    noun: 'audit log',
    label: 'Audit log',
    pagesLabel: 'Audit pages',
    pageSize: 50,
    columns: [
      { name: 'When', cell: (entry) => <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time> },
      { name: 'Who', cell: (entry) => wrappable(entry.actor.email) },
      { name: 'Action', cell: (entry) => wrappable(entry.action) },
      { name: 'Record', cell: (entry) => `${entry.entityType} ${entry.entityId}` },
      { name: 'Change', cell: (entry) => <Change before={entry.before} after={entry.after} /> },
    ],
    empty: () => (filtered ? 'No entry matches the filters.' : 'No staff action has been logged yet.'),
    count: (total) => `${counted(total, 'entry', 'entries')}, newest first`,
  });

/**
 * The administrator's audit log (decision 0027): every staff action, newest first, filtered (the
 * filters kept in the address), each entry with the fields it changed, before and after. The
 * console's guard refuses every other role before this renders (decision 0060).
 */
export function AuditPage() {
  const url = useUrlFilters(FILTERS);
  const form = useRecordForm({
    initial: url.values,
    parse: (draft) =>
      ({ success: true, data: Object.fromEntries(FILTERS.map((key) => [key, draft[key].trim()])) }) as const,
    check: checkFilters,
    save: async (filters) => url.set(filters),
    failure: 'The filters were not applied',
  });

  return (
    <Log>
      <ResourceList
        title="Audit log"
        actions={
          <Form {...form.props} aria-label="Filter the audit log">
            {form.header}
            <TextField label="Action" description="e.g. enrollment.approve" {...form.text('action')} />
            <TextField label="Staff e-mail" type="email" {...form.text('actor')} />
            <ChoiceSelect label="Record type" none="Any record" items={typeItems} {...form.choice('entityType')} />
            <TextField label="Record id" {...form.text('entityId')} />
            <Button type="submit">Filter</Button>
          </Form>
        }
        list={auditLog(Object.keys(url.query).length > 0)}
        query={url.query}
      />
    </Log>
  );
}
