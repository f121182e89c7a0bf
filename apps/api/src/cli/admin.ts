/**
 * The administrator's command line (docs/architecture.md#administrators): review payment proofs and
 * approve or reject them, on the same database and with the same services as the server.
 *
 *   node --conditions=@review-center/source apps/api/src/cli/admin.ts list
 *   node --conditions=@review-center/source apps/api/src/cli/admin.ts approve <enrollmentId>
 *   node --conditions=@review-center/source apps/api/src/cli/admin.ts reject <enrollmentId> "<reason>"
 *
 * With embedded PGlite, stop the server first: one process at a time may open its folder.
 */
import { approve, listReview, reject } from '../admin/admin.service.ts';
import { createDeps } from '../app.ts';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { createMailer } from '../mail/mailer.ts';

const USAGE = 'Usage: admin.ts list | approve <enrollmentId> | reject <enrollmentId> "<reason>"';

export async function runAdmin(args: string[], deps: ReturnType<typeof createDeps>, out: (line: string) => void) {
  const [command, id, ...rest] = args;
  if (command === 'list') {
    const { docs } = await listReview(deps.db);
    if (docs.length === 0) out('No enrollment is waiting for payment review.');
    for (const e of docs) {
      const proof = e.payments[0];
      out(
        [
          `${e._id}  ${e.reference}  ${e.user.email}  ${e.offering.title}  price ${e.price}`,
          proof
            ? `  proof: ${proof.paymentType} ${proof.price} via ${proof.paymentOption} receipt ${proof.receiptId} on ${proof.paymentDate}` +
              (proof.amountMismatch ? ` — DECLARED AMOUNT DIFFERS: ${proof.amountDue} due` : '')
            : '  proof: none',
          ...e.attachments.map((a) => `  file: ${a.filename} (${a.mimetype}) ${deps.config.publicUrl}${a.url}`),
        ].join('\n'),
      );
    }
    return 0;
  }
  if (command === 'approve' && id) {
    const e = await approve(deps, id);
    out(`Approved ${e.reference}: ${e.status}`);
    return 0;
  }
  if (command === 'reject' && id && rest.join(' ').trim()) {
    const e = await reject(deps, id, rest.join(' ').trim());
    out(`Rejected ${e.reference}: back to ${e.status}`);
    return 0;
  }
  out(USAGE);
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/db` });
  const deps = createDeps({
    db,
    config: { publicUrl: env.publicUrl },
    mailer: createMailer({ smtpUrl: env.smtpUrl, outboxDir: env.outboxDir }),
    uploadsDir: env.uploadsDir,
  });
  let code = 1;
  try {
    code = await runAdmin(process.argv.slice(2), deps, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof DomainError ? `Error: ${error.message}` : error);
  } finally {
    await db.destroy();
  }
  process.exit(code);
}
