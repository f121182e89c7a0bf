import * as z from 'zod/mini';
import {
  idSchema,
  isoDateSchema,
  paginated,
  PAYMENT_OPTIONS,
  STATEMENT_DATE_FORMATS,
  STATEMENT_REASONS,
  statementImportInputSchema,
  statementMessages,
} from '@review-center/domain';
import { idParams, staffPageQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The cashier's statement import (the money trail, decision 0088): a bank's or an e-wallet's CSV
 * is read with the columns mapped for its channel, its rows matched to the payments waiting for
 * review (decision 0087), and nothing is approved until a person confirms. Not in the spec:
 * choices of ours.
 */
const importChoice = 'Not in the spec: the statement import (decision 0088)';
const roles = ['cashier'] as const;

/** Where a row landed: matched to one payment, left to a person, or matching nothing. */
export const STATEMENT_OUTCOMES = ['matched', 'review', 'unknown'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

/** A channel's columns, as its last import had them: offered the next time. */
const mappingShape = {
  dateColumn: z.string(),
  amountColumn: z.string(),
  textColumn: z.string(),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
};

export const statementMappingSchema = z.object({
  channel: z.enum(PAYMENT_OPTIONS),
  ...mappingShape,
  updatedAt: isoDateSchema,
});
export type StatementChannelMapping = z.infer<typeof statementMappingSchema>;

/** One import: its file, its counts, who imported it and who confirmed it. */
export const statementImportSchema = z.object({
  _id: idSchema,
  channel: z.enum(PAYMENT_OPTIONS),
  fileName: z.string(),
  mapping: z.object(mappingShape),
  rows: z.number(),
  matched: z.number(),
  review: z.number(),
  unknown: z.number(),
  /** `1 matched, 2 to review, 3 unknown` (the domain's statementSummary). */
  summary: z.string(),
  createdAt: isoDateSchema,
  /** The e-mail of the staff member who imported it. */
  createdBy: z.string(),
  /** Null until a person confirms; then when, and who. */
  confirmedAt: z.nullable(isoDateSchema),
  confirmedBy: z.nullable(z.string()),
  /** Matched rows whose payment the confirmation approved, and those it could not (decided meanwhile). */
  approved: z.number(),
  notApproved: z.number(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** A payment a row is, or may be: as it was when the statement was matched. */
const candidateSchema = z.object({
  payment: idSchema,
  enrollment: idSchema,
  reference: z.string(),
  /** The reviewee's full name. */
  name: z.string(),
  amountDue: z.number(),
});

/** One row of the statement and where it landed. */
export const statementLineSchema = z.object({
  line: z.number(),
  date: z.iso.date(),
  /** In pesos: more than 0 is money received; 0 an empty amount cell; less, money paid out. */
  amount: z.number(),
  text: z.string(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  /** Why a row was left to review or is unknown; null for a matched row. */
  reason: z.nullable(z.enum(STATEMENT_REASONS)),
  /** The matched payment, or those a row to review may be; none for an unknown row. */
  payments: z.array(candidateSchema),
  /** A matched row once confirmed: its payment approved, or not (approvalNote says why). */
  approval: z.nullable(z.enum(['approved', 'notApproved'])),
  approvalNote: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** One bad line of a refused file: the line and every reason (decision 0088). */
const problemSchema = z.object({ line: z.number(), reason: z.string() });

/** GET /admin/statement-imports/mappings: each channel's columns, for the form to offer. */
export const listStatementMappings = defineEndpoint({
  method: 'GET',
  path: '/admin/statement-imports/mappings',
  auth: true,
  roles,
  response: z.array(statementMappingSchema),
  summary: 'The columns saved for each payment channel’s statements',
  ourChoice: importChoice,
});

/**
 * POST /admin/statement-imports (multipart): the channel, the mapping and the CSV `file`. All or
 * nothing: a bad file answers its problems and nothing is kept; a good one is matched, kept with
 * its mapping for the channel, and answered. Nothing is approved or e-mailed here.
 */
export const createStatementImport = defineEndpoint({
  method: 'POST',
  path: '/admin/statement-imports',
  auth: true,
  roles,
  bodyType: 'multipart',
  body: z.safeExtend(statementImportInputSchema, {
    file: z.instanceof(Blob, { error: statementMessages.fileRequired }),
  }),
  response: z.object({ problems: z.array(problemSchema), statementImport: z.nullable(statementImportSchema) }),
  summary: 'Import a bank or e-wallet statement and match it to the waiting payments',
  ourChoice: `${importChoice}. 200 with problems and no import when any line is bad; 413 past 5 MB`,
});

/** GET /admin/statement-imports: the imports, newest first. */
export const listStatementImports = defineEndpoint({
  method: 'GET',
  path: '/admin/statement-imports',
  auth: true,
  roles,
  query: z.object(staffPageQuery),
  response: paginated(statementImportSchema),
  summary: 'List the statement imports',
  ourChoice: importChoice,
});

/** GET /admin/statement-imports/{id}: one import. */
export const getStatementImport = defineEndpoint({
  method: 'GET',
  path: '/admin/statement-imports/{id}',
  auth: true,
  roles,
  params: idParams,
  response: statementImportSchema,
  summary: 'One statement import',
  ourChoice: importChoice,
});

/** GET /admin/statement-imports/{id}/lines: its rows in the statement's order, all or of one outcome. */
export const listStatementLines = defineEndpoint({
  method: 'GET',
  path: '/admin/statement-imports/{id}/lines',
  auth: true,
  roles,
  params: idParams,
  query: z.object({ outcome: z.optional(z.enum(STATEMENT_OUTCOMES)), ...staffPageQuery }),
  response: paginated(statementLineSchema),
  summary: 'The rows of a statement import and where each landed',
  ourChoice: importChoice,
});

/**
 * POST /admin/statement-imports/{id}/confirm: approves each matched payment still waiting, as the
 * payment review does (receipt, e-mail, audit), one transaction each; a payment decided meanwhile
 * is noted, not approved. 409 once every matched row is settled: never approved twice.
 */
export const confirmStatementImport = defineEndpoint({
  method: 'POST',
  path: '/admin/statement-imports/{id}/confirm',
  auth: true,
  roles,
  params: idParams,
  response: statementImportSchema,
  summary: 'Confirm a statement import: approve its matched payments',
  ourChoice: `${importChoice}. 409 when it was already confirmed`,
});
