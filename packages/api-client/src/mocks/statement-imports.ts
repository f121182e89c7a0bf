import {
  ENROLLMENT_STATUS,
  matchStatement,
  parseStatementCsv,
  statementImportInputSchema,
  statementMessages,
  statementSummary,
  type PaymentOption,
  type User,
} from '@review-center/domain';
import type { StatementImport, StatementLine } from '../contract/statement-imports.ts';
import { review } from './enrollments.ts';
import { byDateDesc, fail, nextId, page, Reply, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/*
 * The statement import (decision 0088) as the console's stories and tests see it: the file read
 * and matched with the domain's own rules against the mock's payments in review, kept with its
 * rows; confirming approves each matched payment as the mock's payment review does.
 */

type Kept = MockState['statementImports'][number];

/** The payments the mock has waiting for review, each with its enrollment's reference and reviewee. */
function waitingPayments(state: MockState) {
  return state.payments.flatMap((payment) => {
    const enrollment = state.enrollments.find((e) => e._id === payment.enrollment);
    if (payment.status !== 'Payment Review' || enrollment?.status !== ENROLLMENT_STATUS.paymentReview) return [];
    const user = state.users.find((u) => u._id === enrollment.user) as User | undefined;
    return [
      {
        id: payment._id,
        reference: enrollment.reference,
        amount: payment.amountDue ?? payment.price,
        enrollment: enrollment._id,
        name: user ? `${user.firstName} ${user.lastName}` : '',
      },
    ];
  });
}

const candidate = (p: ReturnType<typeof waitingPayments>[number]) => ({
  payment: p.id,
  enrollment: p.enrollment,
  reference: p.reference,
  name: p.name,
  amountDue: p.amount,
});

const shown = ({ lines, ...kept }: Kept): StatementImport => ({
  ...kept,
  approved: lines.filter((l) => l.approval === 'approved').length,
  notApproved: lines.filter((l) => l.approval === 'notApproved').length,
});

const found = (state: MockState, id: string) =>
  state.statementImports.find((kept) => kept._id === id) ?? fail(404, 'Statement import not found');

export const statementImportResolvers = {
  listStatementMappings: ({ state }) => state.statementMappings,
  createStatementImport: async ({ state, body, now }) => {
    const fields = Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'));
    const input = statementImportInputSchema.safeParse(fields);
    if (!input.success)
      return fail(400, input.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`).join('; '));
    // Any file, not only this realm's: a component test's comes from jsdom, its body from Node.
    const file = body.get('file');
    if (file === null || typeof file === 'string') return fail(400, `body.file: ${statementMessages.fileRequired}`);
    const { channel, ...mapping } = input.data;
    const parsed = parseStatementCsv(await file.text(), mapping);
    if (!parsed.ok) return { problems: parsed.problems, statementImport: null };
    const match = matchStatement(parsed.rows, waitingPayments(state));
    const lines: StatementLine[] = [
      ...match.matched.map(({ row, payment }) => ({
        ...row,
        outcome: 'matched' as const,
        reason: null,
        payments: [candidate(payment)],
      })),
      ...match.review.map(({ row, reason, payments }) => ({
        ...row,
        outcome: 'review' as const,
        reason,
        payments: payments.map(candidate),
      })),
      ...match.unknown.map(({ row, reason }) => ({ ...row, outcome: 'unknown' as const, reason, payments: [] })),
    ]
      .map((line) => ({ ...line, approval: null, approvalNote: null }))
      .sort((a, b) => a.line - b.line);
    const kept: Kept = {
      _id: nextId('stm'),
      channel: channel as PaymentOption,
      fileName: file.name || 'statement.csv',
      mapping,
      rows: lines.length,
      matched: match.matched.length,
      review: match.review.length,
      unknown: match.unknown.length,
      summary: statementSummary(match),
      createdAt: now.toISOString(),
      createdBy: state.me?.email ?? '',
      confirmedAt: null,
      confirmedBy: null,
      approved: 0,
      notApproved: 0,
      lines,
    };
    state.statementImports.unshift(kept);
    state.statementMappings = [
      ...state.statementMappings.filter((m) => m.channel !== channel),
      { channel, ...mapping, updatedAt: now.toISOString() },
    ];
    return { problems: [], statementImport: shown(kept) };
  },
  listStatementImports: ({ state, query }) => page(byDateDesc(state.statementImports, 'createdAt').map(shown), query),
  getStatementImport: ({ state, params }) => {
    const kept = found(state, params.id);
    return kept instanceof Reply ? kept : shown(kept);
  },
  listStatementLines: ({ state, params, query }) => {
    const kept = found(state, params.id);
    if (kept instanceof Reply) return kept;
    return page(
      kept.lines.filter((line) => !query.outcome || line.outcome === query.outcome),
      query,
    );
  },
  confirmStatementImport: ({ state, params, now }) => {
    const kept = found(state, params.id);
    if (kept instanceof Reply) return kept;
    const pending = kept.lines.filter((line) => line.outcome === 'matched' && line.approval === null);
    if (kept.confirmedAt && pending.length === 0) return fail(409, 'This statement was already confirmed');
    for (const line of pending) {
      const decided = review(state, line.payments[0]!.enrollment, 'Approved');
      line.approval = decided instanceof Reply ? 'notApproved' : 'approved';
      line.approvalNote = decided instanceof Reply ? decided.message : null;
    }
    kept.confirmedAt ??= now.toISOString();
    kept.confirmedBy ??= state.me?.email ?? '';
    return shown(kept);
  },
} satisfies Resolvers<
  | 'listStatementMappings'
  | 'createStatementImport'
  | 'listStatementImports'
  | 'getStatementImport'
  | 'listStatementLines'
  | 'confirmStatementImport'
>;
