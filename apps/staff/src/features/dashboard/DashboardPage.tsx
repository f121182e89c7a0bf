import type { Dashboard } from '@review-center/api-client/contract';
import { Card, formatPeso, Link } from '@review-center/design-system';
import styled from 'styled-components';
import { useStaffUser } from '../../app/staff-user.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { BackupCard } from './BackupCard.tsx';

const Counts = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin-block: var(--ds-space-4);
  .count {
    font-size: var(--ds-font-size-xl, 2rem);
    font-weight: var(--ds-font-weight-bold);
    margin: 0;
  }
`;

type Count = Dashboard['enrollments'][number];

const COUNT_COLUMNS: Column<Count>[] = [
  { name: 'Offering', cell: (row) => row.offering.title },
  { name: 'Status', cell: (row) => row.status },
  { name: 'Enrollments', cell: (row) => row.count },
];

/** The console's first page, for every staff role: what waits and where the enrollments stand. */
export function DashboardPage() {
  const dashboard = useStaffQuery('getDashboard', {});
  const { role } = useStaffUser();
  // The queue is the cashier's (and the administrator's): others see the count only.
  const reviews = role === 'admin' || role === 'cashier';
  return (
    <Loaded query={dashboard} what="the dashboard" title="Dashboard">
      {({ paymentsWaiting, newTickets, approvalsToday, money, enrollments }) => (
        <>
          <h1>Dashboard</h1>
          <Counts>
            <Card variant="outlined">
              <h2>Payments waiting</h2>
              <p className="count">{paymentsWaiting}</p>
              {reviews ? <Link href="/payments">Open the queue</Link> : null}
            </Card>
            <Card variant="outlined">
              <h2>New support tickets</h2>
              <p className="count">{newTickets}</p>
              {role === 'admin' || role === 'support' ? <Link href="/support">Open the inbox</Link> : null}
            </Card>
            <Card variant="outlined">
              <h2>Approved today</h2>
              <p className="count">{approvalsToday}</p>
            </Card>
            {/* Refunds netted (decision 0084): what the center keeps of what it received. */}
            <Card variant="outlined">
              <h2>Net received</h2>
              <p className="count">{formatPeso(money.net)}</p>
              <p>
                {formatPeso(money.received)} received, {formatPeso(money.refunded)} refunded
              </p>
            </Card>
            {/* The administrator's alone, as its calls are. */}
            {role === 'admin' ? <BackupCard /> : null}
          </Counts>
          <h2 id="by-offering">Enrollments by offering and status</h2>
          <RecordTable
            aria-labelledby="by-offering"
            columns={COUNT_COLUMNS}
            rows={enrollments}
            rowKey={(row) => `${row.offering._id}-${row.status}`}
            empty="No one has enrolled yet."
          />
        </>
      )}
    </Loaded>
  );
}
