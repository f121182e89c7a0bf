import type { EnrollmentSort } from '@review-center/api-client/contract';
import { callEndpoint } from '@review-center/api-client/react';
import { COURSES, ENROLLMENT_STATUSES, LOCATIONS, PAYMENT_TERMS, SCHEDULES } from '@review-center/domain';
import { Button, formatPeso, Link } from '@review-center/design-system';
import { apiClient } from '../../app/api-client.ts';
import { counted } from '../../app/counted.ts';
import { lines } from '../../app/Fields.tsx';
import { saveFile, useExport } from '../../app/download.ts';
import { defineList, ResourceList, useListFilters } from '../../app/resource/ResourceList.tsx';
import { useOfferingChoices } from '../offerings/offering-choices.ts';

const SORT_LABELS: Record<Exclude<EnrollmentSort, '-createdDate'>, string> = {
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

/**
 * Every enrollment, a page at a time from the server: sorted, filtered (kept in the address),
 * searched, and exported as CSV with the same filters (decision 0028).
 */
export function EnrollmentsPage() {
  const offerings = useOfferingChoices();
  const list = defineList({
    call: 'listStaffEnrollments',
    noun: 'enrollments',
    label: 'Enrollments',
    pagesLabel: 'Pages of enrollments',
    pageSize: 50,
    filters: [
      { key: 'search', label: 'Search', description: 'Start of a reference, name, e-mail or receipt id' },
      { key: 'status', label: 'Status', allLabel: 'Any status', values: ENROLLMENT_STATUSES },
      { key: 'offering', label: 'Offering', allLabel: 'All offerings', options: offerings },
      { key: 'course', label: 'Course', allLabel: 'Any course', values: COURSES },
      { key: 'branch', label: 'Branch', allLabel: 'Every branch', values: LOCATIONS },
      { key: 'schedule', label: 'Schedule', allLabel: 'Any schedule', values: SCHEDULES },
      { key: 'paymentType', label: 'Payment term', allLabel: 'Any term', values: PAYMENT_TERMS },
      // Newest first is the server's order when none is sent.
      {
        key: 'sort',
        label: 'Sort by',
        allLabel: 'Newest first',
        options: Object.entries(SORT_LABELS).map(([id, name]) => ({ id, name })),
      },
    ],
    columns: [
      { name: 'Reference', cell: (row) => <Link href={`/enrollments/${row._id}`}>{row.reference}</Link> },
      { name: 'Reviewee', cell: (row) => lines(row.user.name, row.user.email) },
      { name: 'Status', cell: (row) => row.status },
      { name: 'Offering', cell: (row) => row.offering.title },
      { name: 'Course', cell: (row) => row.course ?? '—' },
      { name: 'Branch', cell: (row) => row.branch },
      { name: 'Schedule', cell: (row) => row.schedule ?? '—' },
      { name: 'Term', cell: (row) => row.paymentType },
      { name: 'Amount paid', cell: (row) => `${formatPeso(row.amountPaid)} of ${formatPeso(row.price)}` },
      { name: 'Next due', cell: (row) => row.nextDueDate ?? '—' },
    ],
    empty: (set) =>
      Object.keys(set).some((key) => key !== 'sort')
        ? 'No enrollment matches these filters.'
        : 'No one has enrolled yet.',
  });
  const { values: query } = useListFilters(list.filters!);
  const filtered = Object.keys(query).some((key) => key !== 'sort');

  const exportCsv = useExport(
    () => callEndpoint(apiClient, 'exportStaffEnrollments', { query: query as never }),
    (csv) => saveFile('enrollments.csv', csv),
  );

  return (
    <ResourceList
      title="Enrollments"
      actions={
        <Button variant="secondary" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
          Export these enrollments as CSV
        </Button>
      }
      list={{
        ...list,
        count: (total) => `${counted(total, 'enrollment')}${filtered ? (total === 1 ? ' matches' : ' match') : ''}.`,
      }}
    />
  );
}
