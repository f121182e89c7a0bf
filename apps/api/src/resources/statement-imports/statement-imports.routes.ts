import {
  confirmStatementImport,
  createStatementImport,
  getStatementImport,
  listStatementImports,
  listStatementLines,
  listStatementMappings,
} from '@review-center/api-client/contract';
import { STATEMENT_LIMITS, statementMessages } from '@review-center/domain';
import { bodyLimit } from 'hono/body-limit';
import type * as z from 'zod/mini';
import { InvalidInput, TooLarge } from '../../platform/errors.ts';
import type { Api, Deps } from '../../platform/http/deps.ts';
import { signedInUser } from '../../platform/http/guards.ts';
import { refuseUnsafeText } from '../../platform/http/hygiene.ts';
import { parse, route } from '../../platform/http/route.ts';
import * as statements from './statement-imports.service.ts';

/** The statement's text: UTF-8, or the line of its first byte that is not (decision 0088). */
function textOf(bytes: ArrayBuffer): { text: string } | { line: number } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\uFFFD');
    return { line: loose.slice(0, at).split(/\r\n|\r|\n/).length };
  }
}

/** The cashier's statement imports (decision 0088); guardContract checks each role. */
export function statementImportRoutes(app: Api, deps: Deps) {
  // Before the one import by id, so "mappings" is not read as an id.
  route(app, listStatementMappings, () => statements.listMappings(deps.db));
  // Multipart is outside route(): the form's fields are checked by the contract here, the file
  // read as text, and both refused with route()'s 400 shape.
  app.post(
    createStatementImport.path,
    bodyLimit({
      // Room over the file for the multipart framing and the mapping's fields.
      maxSize: STATEMENT_LIMITS.fileMaxBytes + 64 * 1024,
      onError: () => {
        throw new TooLarge(`file: ${statementMessages.fileTooLarge}`);
      },
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new InvalidInput('body', 'expected a multipart/form-data body');
      });
      const body = parse(createStatementImport.body, form, 'body') as z.output<typeof createStatementImport.body>;
      const fileName = body.file instanceof File && body.file.name ? body.file.name : 'statement.csv';
      refuseUnsafeText(fileName, 'body.file.name');
      if (body.file.size > STATEMENT_LIMITS.fileMaxBytes) throw new TooLarge(`file: ${statementMessages.fileTooLarge}`);
      const read = textOf(await body.file.arrayBuffer());
      const answer =
        'text' in read
          ? await statements.createImport(deps, signedInUser(c), { ...body, fileName }, read.text)
          : { problems: [{ line: read.line, reason: statementMessages.notUtf8 }], statementImport: null };
      return c.json(createStatementImport.response.parse(answer));
    },
  );
  route(app, listStatementImports, ({ query }) => statements.listImports(deps.db, query));
  route(app, getStatementImport, ({ params }) => statements.getImport(deps.db, params.id));
  route(app, listStatementLines, ({ params, query }) => statements.listLines(deps.db, params.id, query));
  route(app, confirmStatementImport, ({ params }, c) => statements.confirmImport(deps, signedInUser(c), params.id));
}
