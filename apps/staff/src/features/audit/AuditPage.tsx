import { useErrorSummary } from '@review-center/forms';
import { api } from '@review-center/api-client';
import { Button, Select, SelectItem, Spinner, TextField } from '@review-center/design-system';
import { AUDIT_ENTITY_TYPES, emailField, LIMITS, type AuditEntityType } from '@review-center/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { Pager } from '../../app/Pager.tsx';
import { Table } from '../../app/Table.tsx';
import { problemOf } from '../../app/problem.ts';
import { formatWhen } from '../../app/dates.ts';

const PAGE_SIZE = 50;

interface Filters {
  action: string;
  actor: string;
  entityType: AuditEntityType | 'any';
  entityId: string;
}
const NO_FILTER: Filters = { action: '', actor: '', entityType: 'any', entityId: '' };

const auditKeys = {
  all: ['audit'] as const,
  list: (filters: Filters, page: number) => [...auditKeys.all, 'list', filters, page] as const,
};

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

const typeItems = [{ id: 'any', name: 'Any record' }, ...AUDIT_ENTITY_TYPES.map((type) => ({ id: type, name: type }))];

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

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

/** The administrator's audit log (decision 0027): every staff action, newest first, filtered. */
export function AuditPage() {
  // The console's guard refuses every other role before this renders (decision 0060).
  return <AuditLog />;
}

function AuditLog() {
  const [draft, setDraft] = useState<Filters>(NO_FILTER);
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<FilterErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const list = useQuery({
    queryKey: auditKeys.list(filters, page),
    queryFn: ({ signal }) =>
      apiClient.call(api.listAuditLog, {
        query: {
          page,
          limit: PAGE_SIZE,
          ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
          ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
          ...(filters.entityType !== 'any' ? { entityType: filters.entityType } : {}),
          ...(filters.entityId.trim() ? { entityId: filters.entityId.trim() } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      summary.refuse();
      return;
    }
    summary.clear();
    setFilters(draft);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTER);

  return (
    <>
      <h1>Audit log</h1>
      <Form ref={form} onSubmit={apply} noValidate aria-label="Filter the audit log">
        {summary.summary}
        <TextField
          label="Action"
          description="e.g. enrollment.approve"
          value={draft.action}
          onChange={(action) => setDraft({ ...draft, action })}
          errorMessage={errors.action}
        />
        <TextField
          label="Staff e-mail"
          type="email"
          value={draft.actor}
          onChange={(actor) => setDraft({ ...draft, actor })}
          errorMessage={errors.actor}
        />
        <Select
          label="Record type"
          items={typeItems}
          selectedKey={draft.entityType}
          onSelectionChange={(key) => setDraft({ ...draft, entityType: key as Filters['entityType'] })}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextField
          label="Record id"
          value={draft.entityId}
          onChange={(entityId) => setDraft({ ...draft, entityId })}
          errorMessage={errors.entityId}
        />
        <Button type="submit">Filter</Button>
      </Form>
      {list.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : list.isError ? (
        <>
          <p role="alert">The audit log could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">{filtered ? 'No entry matches the filters.' : 'No staff action has been logged yet.'}</p>
      ) : (
        <>
          <p role="status">
            {list.data.totalDocs} {list.data.totalDocs === 1 ? 'entry' : 'entries'}, newest first
          </p>
          <Table aria-label="Audit log">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((entry) => (
                <tr key={entry._id}>
                  <td>
                    <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                  </td>
                  <td>{entry.actor.email}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.entityType} {entry.entityId}
                  </td>
                  <td>
                    <code>{json(entry.before)}</code>
                  </td>
                  <td>
                    <code>{json(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalDocs} onChange={setPage} label="Audit pages" />
        </>
      )}
    </>
  );
}
