import { downloadReceipt, issueReceipt, voidReceipt } from '@review-center/api-client/contract';
import { InvalidInput } from '../../platform/errors.ts';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { refuseUnsafeInput } from '../../platform/http/hygiene.ts';
import { route } from '../../platform/http/route.ts';
import * as receipts from './receipts.service.ts';

/**
 * Receipts (decision 0074): the PDF by its link, and the cashier's void and issue; guardContract
 * has checked each role. A receipt is issued by the approval itself (enrollments' approval.service.ts).
 */
export function receiptRoutes(app: Api, deps: Deps) {
  route(app, voidReceipt, ({ params, body }, c) =>
    receipts.voidReceipt(deps, signedInUser(c), params.id, body.reason, body.replace),
  );
  route(app, issueReceipt, ({ params }, c) => receipts.issueForPayment(deps, signedInUser(c), params.id));

  // A PDF is no JSON: the input is checked as route() does, the answer is the file.
  app.get(downloadReceipt.path.replace('{id}', ':id'), async (c) => {
    const raw = { params: { id: c.req.param('id') ?? '' }, query: c.req.query() };
    refuseUnsafeInput(raw.params, 'params');
    refuseUnsafeInput(raw.query, 'query');
    const params = downloadReceipt.params.safeParse(raw.params);
    const query = downloadReceipt.query.safeParse(raw.query);
    const issues = [
      ...(params.success ? [] : params.error.issues.map((i) => ({ ...i, where: 'params' }))),
      ...(query.success ? [] : query.error.issues.map((i) => ({ ...i, where: 'query' }))),
    ];
    if (!params.success || !query.success) {
      throw new InvalidInput(issues.map((i) => ({ field: [i.where, ...i.path].join('.'), problem: i.message })));
    }
    const { filename, pdf } = await receipts.receiptPdf(deps.db, params.data.id, query.data.key);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      // Personal, and a voided receipt changes under the same link: never kept by a cache.
      'Cache-Control': 'private, no-store',
    });
  });
}
