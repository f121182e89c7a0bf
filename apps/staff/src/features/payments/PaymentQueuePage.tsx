import { useReviewEnrollments } from '@review-center/api-client/react';
import { Button, formatPeso, Link, Spinner, TextField } from '@review-center/design-system';
import { useDeferredValue, useState } from 'react';
import { Table } from '../../app/Table.tsx';
import { declaredOf, dueOf, reviewName } from './review.ts';

/**
 * Payments waiting for review, oldest first (the order the server gives), searchable by
 * reference, name, e-mail or receipt id.
 */
export function PaymentQueuePage() {
  const queue = useReviewEnrollments();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLowerCase());

  if (queue.isPending) return <Spinner label="Loading the payments to review" />;
  if (queue.isError) {
    return (
      <>
        <h1>Payments to review</h1>
        <p role="alert">The payments could not load: {queue.error.message}</p>
        <Button onPress={() => void queue.refetch()}>Try again</Button>
      </>
    );
  }
  const rows = queue.data.docs.filter((enrollment) => {
    if (!term) return true;
    const declared = declaredOf(enrollment);
    return [enrollment.reference, reviewName(enrollment), enrollment.user.email, declared.receiptId ?? '']
      .join(' ')
      .toLowerCase()
      .includes(term);
  });

  return (
    <>
      <h1>Payments to review</h1>
      <p>{queue.data.totalDocs} waiting, oldest first.</p>
      <TextField
        label="Search"
        description="Reference, name, e-mail or receipt id"
        type="search"
        value={search}
        onChange={setSearch}
      />
      {rows.length === 0 ? (
        <p role="status">{term ? 'No payment matches the search.' : 'No payments are waiting for review.'}</p>
      ) : (
        <Table aria-label="Payments to review">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Reviewee</th>
              <th scope="col">Offering</th>
              <th scope="col">Term</th>
              <th scope="col">Due now</th>
              <th scope="col">Declared</th>
              <th scope="col">Receipt id</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((enrollment) => {
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
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </>
  );
}
