import type { EnrollmentSort } from '@review-center/api-client/contract';
import { callEndpoint } from '@review-center/api-client/react';
import { COURSES, ENROLLMENT_STATUSES, LOCATIONS, PAYMENT_TERMS, SCHEDULES } from '@review-center/domain';
import {
  Button,
  formatPeso,
  Link,
  Select,
  SelectItem,
  Spinner,
  TextField,
  toastQueue,
} from '@review-center/design-system';
import { useState } from 'react';
import { apiClient } from '../../app/api-client.ts';
import { Pager } from '../../app/Pager.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';
import { useDebouncedSearch, useUrlFilters } from '../../app/url-state.ts';
import { FilterBar } from '../../app/FilterBar.ts';
import { problemOf } from '../../app/problem.ts';
import { counted } from '../../app/counted.ts';

const PAGE_SIZE = 50;
const FILTERS = ['search', 'status', 'offering', 'course', 'branch', 'schedule', 'paymentType', 'sort'] as const;

const SORT_LABELS: Record<EnrollmentSort, string> = {
  '-createdDate': 'Newest first',
  createdDate: 'Oldest first',
  status: 'Status (A–Z)',
  '-status': 'Status (Z–A)',
  offering: 'Offering (A–Z)',
  '-offering': 'Offering (Z–A)',
  '-amountPaid': 'Amount paid (most first)',
  amountPaid: 'Amount paid (least first)',
  nextDueDate: 'Next due date (soonest first)',
  '-nextDueDate': 'Next due date (latest first)',
};

/** A filter over a fixed list: "all" clears it. */
function ChoiceFilter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label={label}
      selectedKey={value || 'all'}
      onSelectionChange={(key) => onChange(key === 'all' ? '' : String(key))}
    >
      <SelectItem id="all">{all}</SelectItem>
      {options.map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

/**
 * Every enrollment, a page at a time from the server: sorted, filtered (kept in the address),
 * searched, and exported as CSV with the same filters (decision 0028).
 */
export function EnrollmentsPage() {
  const { values, query, page, set } = useUrlFilters(FILTERS);
  const [search, setSearch] = useDebouncedSearch(values.search, (value) => set({ search: value }));
  const list = useStaffQuery('listStaffEnrollments', {
    query: { ...query, limit: PAGE_SIZE, page } as never,
  });
  const offerings = useStaffQuery('listOfferings', { query: { limit: 100 } });
  const [exporting, setExporting] = useState(false);
  const filtered = FILTERS.some((key) => key !== 'sort' && values[key]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await callEndpoint(apiClient, 'exportStaffEnrollments', { query: query as never });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'enrollments.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toastQueue.add({ title: `The export failed: ${problemOf(error)}`, variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <h1>Enrollments</h1>
      <FilterBar>
        <TextField
          label="Search"
          description="Start of a reference, name, e-mail or receipt id"
          type="search"
          value={search}
          onChange={setSearch}
        />
        <ChoiceFilter
          label="Status"
          all="Any status"
          value={values.status}
          options={plain(ENROLLMENT_STATUSES)}
          onChange={(status) => set({ status })}
        />
        <ChoiceFilter
          label="Offering"
          all="All offerings"
          value={values.offering}
          options={(offerings.data?.docs ?? []).map((o) => ({ id: o._id, label: o.title }))}
          onChange={(offering) => set({ offering })}
        />
        <ChoiceFilter
          label="Course"
          all="Any course"
          value={values.course}
          options={plain(COURSES)}
          onChange={(course) => set({ course })}
        />
        <ChoiceFilter
          label="Branch"
          all="Every branch"
          value={values.branch}
          options={plain(LOCATIONS)}
          onChange={(branch) => set({ branch })}
        />
        <ChoiceFilter
          label="Schedule"
          all="Any schedule"
          value={values.schedule}
          options={plain(SCHEDULES)}
          onChange={(schedule) => set({ schedule })}
        />
        <ChoiceFilter
          label="Payment term"
          all="Any term"
          value={values.paymentType}
          options={plain(PAYMENT_TERMS)}
          onChange={(paymentType) => set({ paymentType })}
        />
        <Select
          label="Sort by"
          selectedKey={values.sort || '-createdDate'}
          onSelectionChange={(key) => set({ sort: key === '-createdDate' ? '' : String(key) })}
        >
          {(Object.keys(SORT_LABELS) as EnrollmentSort[]).map((sort) => (
            <SelectItem key={sort} id={sort}>
              {SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </Select>
      </FilterBar>
      <Button variant="secondary" onPress={() => void exportCsv()} isPending={exporting}>
        Export these enrollments as CSV
      </Button>
      {list.isPending ? (
        <Spinner label="Loading the enrollments" />
      ) : list.isError ? (
        <>
          <p role="alert">The enrollments could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : (
        <>
          <p role="status">
            {counted(list.data.totalDocs, 'enrollment')}
            {filtered ? (list.data.totalDocs === 1 ? ' matches' : ' match') : ''}.{list.isFetching ? ' Updating…' : ''}
          </p>
          {list.data.docs.length === 0 ? (
            <p>{filtered ? 'No enrollment matches these filters.' : 'No one has enrolled yet.'}</p>
          ) : (
            <Table aria-label="Enrollments" aria-busy={list.isFetching}>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Reviewee</th>
                  <th scope="col">Status</th>
                  <th scope="col">Offering</th>
                  <th scope="col">Course</th>
                  <th scope="col">Branch</th>
                  <th scope="col">Schedule</th>
                  <th scope="col">Term</th>
                  <th scope="col">Amount paid</th>
                  <th scope="col">Next due</th>
                </tr>
              </thead>
              <tbody>
                {list.data.docs.map((row) => (
                  <tr key={row._id}>
                    <td>
                      <Link href={`/enrollments/${row._id}`}>{row.reference}</Link>
                    </td>
                    <td>
                      {row.user.name}
                      <br />
                      {row.user.email}
                    </td>
                    <td>{row.status}</td>
                    <td>{row.offering.title}</td>
                    <td>{row.course ?? '—'}</td>
                    <td>{row.branch}</td>
                    <td>{row.schedule ?? '—'}</td>
                    <td>{row.paymentType}</td>
                    <td>
                      {formatPeso(row.amountPaid)} of {formatPeso(row.price)}
                    </td>
                    <td>{row.nextDueDate ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <Pager
            label="Pages of enrollments"
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={(next) => set({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
