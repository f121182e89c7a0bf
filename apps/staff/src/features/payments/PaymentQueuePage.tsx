import { PAYMENT_OPTIONS } from '@review-center/domain';
import { formatPeso, Link } from '@review-center/design-system';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useOfferingChoices } from '../offerings/offering-choices.ts';
import { declaredOf, dueOf, reviewName } from './review.ts';

const filtered = (filters: Readonly<Record<string, string>>) => Object.keys(filters).length > 0;

/**
 * Payments waiting for review, oldest first, a page at a time from the server: filters by
 * offering, payment option and payment date, and a search by reference, name, e-mail or receipt
 * id, all kept in the address (decision 0028).
 */
export function PaymentQueuePage() {
  const offerings = useOfferingChoices();
  const queue = defineList({
    call: 'listReviewEnrollments',
    noun: 'payments',
    label: 'Payments to review',
    pagesLabel: 'Pages of payments',
    filters: [
      { key: 'search', label: 'Search', description: 'Start of a reference, name, e-mail or receipt id' },
      { key: 'offering', label: 'Offering', allLabel: 'All offerings', options: offerings },
      { key: 'paymentOption', label: 'Paid through', allLabel: 'Any payment option', values: PAYMENT_OPTIONS },
      { key: 'paymentDateFrom', label: 'Paid from', type: 'date' },
      { key: 'paymentDateTo', label: 'Paid until', type: 'date' },
    ],
    columns: [
      { name: 'Reference', cell: (row) => <Link href={`/payments/${row._id}`}>{row.reference}</Link> },
      { name: 'Reviewee', cell: reviewName },
      { name: 'Offering', cell: (row) => row.offering.title },
      { name: 'Term', cell: (row) => row.paymentType },
      { name: 'Due now', cell: (row) => formatPeso(dueOf(row, declaredOf(row))) },
      {
        name: 'Declared',
        cell: (row) => {
          const declared = declaredOf(row);
          return `${declared.amount === null ? '—' : formatPeso(declared.amount)} ${declared.option ?? ''}`;
        },
      },
      { name: 'Receipt id', cell: (row) => declaredOf(row).receiptId ?? '—' },
      { name: 'Warnings', cell: (row) => row.warnings.length || '—' },
    ],
    count: (total, filters) => `${total} waiting${filtered(filters) ? ' that match' : ''}, oldest first.`,
    empty: (filters) =>
      filtered(filters) ? 'No payment matches these filters.' : 'No payments are waiting for review.',
  });
  return <ResourceList title="Payments to review" list={queue} />;
}
