import { PAYMENT_OPTIONS } from '@review-center/domain';
import { Button, formatPeso, Link, Select, SelectItem, Spinner, TextField } from '@review-center/design-system';
import { Pager } from '../../app/Pager.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';
import { FilterBar } from '../../app/FilterBar.ts';
import { useDebouncedSearch, useUrlFilters } from '../../app/url-state.ts';
import { declaredOf, dueOf, reviewName } from './review.ts';
import { problemOf } from '../../app/problem.ts';

const QUEUE_PAGE_SIZE = 25;
const FILTERS = ['search', 'offering', 'paymentOption', 'paymentDateFrom', 'paymentDateTo'] as const;

/**
 * Payments waiting for review, oldest first, a page at a time from the server: filters by
 * offering, payment option and payment date, and a search by reference, name, e-mail or receipt
 * id, all kept in the address (decision 0028).
 */
export function PaymentQueuePage() {
  const { values, query, page, set } = useUrlFilters(FILTERS);
  const [search, setSearch] = useDebouncedSearch(values.search, (value) => set({ search: value }));
  const queue = useStaffQuery('listReviewEnrollments', {
    // The address holds strings; the server checks each filter (a 400 names a wrong one).
    query: { ...query, limit: QUEUE_PAGE_SIZE, page } as never,
  });
  const offerings = useStaffQuery('listOfferings', { query: { limit: 100 } });
  const filtered = FILTERS.some((key) => values[key]);

  return (
    <>
      <h1>Payments to review</h1>
      <FilterBar>
        <TextField
          label="Search"
          description="Start of a reference, name, e-mail or receipt id"
          type="search"
          value={search}
          onChange={setSearch}
        />
        <Select
          label="Offering"
          selectedKey={values.offering || 'all'}
          onSelectionChange={(key) => set({ offering: key === 'all' ? '' : String(key) })}
        >
          <SelectItem id="all">All offerings</SelectItem>
          {(offerings.data?.docs ?? []).map((offering) => (
            <SelectItem key={offering._id} id={offering._id}>
              {offering.title}
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Paid through"
          selectedKey={values.paymentOption || 'all'}
          onSelectionChange={(key) => set({ paymentOption: key === 'all' ? '' : String(key) })}
        >
          <SelectItem id="all">Any payment option</SelectItem>
          {PAYMENT_OPTIONS.map((option) => (
            <SelectItem key={option} id={option}>
              {option}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label="Paid from"
          type="date"
          value={values.paymentDateFrom}
          onChange={(value) => set({ paymentDateFrom: value })}
        />
        <TextField
          label="Paid until"
          type="date"
          value={values.paymentDateTo}
          onChange={(value) => set({ paymentDateTo: value })}
        />
      </FilterBar>
      {queue.isPending ? (
        <Spinner label="Loading the payments to review" />
      ) : queue.isError ? (
        <>
          <p role="alert">The payments could not load: {problemOf(queue.error)}</p>
          <Button onPress={() => void queue.refetch()}>Try again</Button>
        </>
      ) : (
        <>
          <p role="status">
            {queue.data.totalDocs} waiting{filtered ? ' that match' : ''}, oldest first.
            {queue.isFetching ? ' Updating…' : ''}
          </p>
          {queue.data.docs.length === 0 ? (
            <p>{filtered ? 'No payment matches these filters.' : 'No payments are waiting for review.'}</p>
          ) : (
            <Table aria-label="Payments to review" aria-busy={queue.isFetching}>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Reviewee</th>
                  <th scope="col">Offering</th>
                  <th scope="col">Term</th>
                  <th scope="col">Due now</th>
                  <th scope="col">Declared</th>
                  <th scope="col">Receipt id</th>
                  <th scope="col">Warnings</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.docs.map((enrollment) => {
                  const declared = declaredOf(enrollment);
                  return (
                    <tr key={enrollment._id}>
                      <td>
                        <Link href={`/payments/${enrollment._id}`}>{enrollment.reference}</Link>
                      </td>
                      <td>{reviewName(enrollment)}</td>
                      <td>{enrollment.offering.title}</td>
                      <td>{enrollment.paymentType}</td>
                      <td>{formatPeso(dueOf(enrollment, declared))}</td>
                      <td>
                        {declared.amount === null ? '—' : formatPeso(declared.amount)} {declared.option ?? ''}
                      </td>
                      <td>{declared.receiptId ?? '—'}</td>
                      <td>{enrollment.warnings.length || '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          <Pager
            label="Pages of payments"
            page={page}
            pageSize={QUEUE_PAGE_SIZE}
            total={queue.data.totalDocs}
            onChange={(next) => set({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
