import type { StatementImport } from '@review-center/api-client/contract';
import { formatPeso, Link } from '@review-center/design-system';
import { ActionButton } from '../../app/ActionButton.tsx';
import { counted } from '../../app/counted.ts';
import { formatDay, formatWhen } from '../../app/dates.ts';
import { FieldList, lines } from '../../app/Fields.tsx';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { StatementImportForm } from './StatementImportForm.tsx';
import { OUTCOME_CHOICES, outcomeOf } from './statement-labels.ts';

/*
 * The cashier's bank statements (decision 0088): import one, read where each of its rows landed,
 * and confirm the matched payments, which are then approved as the payment review approves them.
 */

const imports = defineList({
  call: 'listStatementImports',
  noun: 'statement imports',
  label: 'Statement imports',
  pagesLabel: 'Pages of statement imports',
  columns: [
    {
      name: 'File',
      cell: (s) => <Link href={`/statement-imports/${s._id}`}>{s.fileName}</Link>,
      rowHeader: true,
    },
    { name: 'Channel', cell: (s) => s.channel },
    { name: 'Imported', cell: (s) => lines(formatWhen(s.createdAt), s.createdBy) },
    { name: 'Rows', cell: (s) => s.summary },
    {
      name: 'Confirmed',
      cell: (s) =>
        s.confirmedAt ? lines(formatWhen(s.confirmedAt), `${counted(s.approved, 'payment')} approved`) : 'Not yet',
    },
  ],
  empty: () => 'No statement imported yet.',
});

/** The imports, newest first, under the form that makes one. */
export const StatementImportsPage = () => (
  <ResourceList
    title="Bank statements"
    actions={
      <>
        <StatementImportForm />
        <h2>Imported statements</h2>
      </>
    }
    list={imports}
  />
);

const statementLines = defineList({
  call: 'listStatementLines',
  noun: 'rows',
  label: 'Rows of the statement',
  pagesLabel: 'Pages of rows',
  filters: [{ key: 'outcome', label: 'Rows', allLabel: 'All rows', options: OUTCOME_CHOICES }],
  columns: [
    { name: 'Line', cell: (row) => row.line, rowHeader: true },
    { name: 'Date', cell: (row) => formatDay(row.date) },
    // An empty amount cell (a debit in a credit column) is no money received: no amount to show.
    { name: 'Amount', cell: (row) => (row.amount === 0 ? '—' : formatPeso(row.amount)) },
    { name: 'Memo', cell: (row) => row.text || '—' },
    { name: 'Outcome', cell: outcomeOf },
    {
      name: 'Payment',
      cell: (row) =>
        row.payments.length === 0
          ? '—'
          : row.payments.map((payment) => (
              <p key={payment.payment}>
                {/* Once settled the payment has left the queue: its enrollment shows it. */}
                <Link
                  href={
                    row.approval === null ? `/payments/${payment.enrollment}` : `/enrollments/${payment.enrollment}`
                  }
                >
                  {payment.reference}
                </Link>{' '}
                {payment.name}, {formatPeso(payment.amountDue)} due
              </p>
            )),
    },
  ],
  rowKey: (row) => String(row.line),
  count: (total) => counted(total, 'row'),
  empty: ({ outcome }) => (outcome ? 'No row of this kind.' : 'No rows.'),
});

/** What confirming does, or what it did. */
function Confirmation({ id, statement }: { id: string; statement: StatementImport }) {
  if (statement.confirmedAt) {
    return (
      <p>
        Confirmed {formatWhen(statement.confirmedAt)} by {statement.confirmedBy}:{' '}
        {counted(statement.approved, 'payment')} approved
        {statement.notApproved
          ? `, ${counted(statement.notApproved, 'payment')} not, as each row says (decided meanwhile)`
          : ''}
        .
      </p>
    );
  }
  if (statement.matched === 0) {
    return <p>No row matched a waiting payment: there is nothing to approve. Decide each payment in Payments.</p>;
  }
  const payments = counted(statement.matched, 'matched payment');
  return (
    <>
      <p>
        Nothing is approved and nobody is e-mailed until you confirm. Confirming approves each matched payment as the
        payment review does: its receipt is issued and the reviewee is e-mailed. Rows to review are left for you to
        decide in Payments.
      </p>
      <p>
        <ActionButton
          call="confirmStatementImport"
          input={{ params: { id } }}
          variant="primary"
          done={(answer) =>
            `Approved ${counted(answer.approved, 'payment')}` +
            (answer.notApproved ? `; ${answer.notApproved} could not be, as their rows say` : '')
          }
          failed="The payments were not approved"
          confirm={{
            title: `Approve ${payments}?`,
            consequence: 'Each gets its receipt and its reviewee is e-mailed. An approval cannot be taken back here.',
            confirmLabel: 'Approve',
            variant: 'primary',
          }}
        >
          Approve {payments}
        </ActionButton>
      </p>
    </>
  );
}

/** One import: what was read, where each row landed, and the confirmation. */
export const StatementImportPage = showPage(
  { call: 'getStatementImport', noun: 'statement import', back: ['/statement-imports', 'Back to the bank statements'] },
  (statement, id) => (
    <ResourceList
      title={`Statement ${statement.fileName}`}
      params={{ id }}
      actions={
        <>
          <p>
            <Link href="/statement-imports">All bank statements</Link>
          </p>
          <p>
            <strong>{statement.summary}</strong>
          </p>
          <FieldList
            fields={[
              ['Channel', statement.channel],
              ['Imported', `${formatWhen(statement.createdAt)} by ${statement.createdBy}`],
              [
                'Columns',
                `${statement.mapping.dateColumn} (${statement.mapping.dateFormat}), ${statement.mapping.amountColumn}, ${statement.mapping.textColumn}`,
              ],
            ]}
          />
          <Confirmation id={id} statement={statement} />
          <h2>Rows</h2>
        </>
      }
      list={statementLines}
    />
  ),
);
