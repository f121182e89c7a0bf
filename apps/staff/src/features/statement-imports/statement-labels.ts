import type { StatementChannelMapping, StatementLine } from '@review-center/api-client/contract';
import { STATEMENT_REASON_TEXT, type StatementImportInput } from '@review-center/domain';

/** The outcomes a statement's rows are filtered by, as the page names them. */
export const OUTCOME_CHOICES = [
  { id: 'matched', name: 'Matched' },
  { id: 'review', name: 'To review' },
  { id: 'unknown', name: 'Unknown' },
] as const;

/** Where a row landed, in words: matched (and, once confirmed, approved or why not), or the reason it was not. */
export function outcomeOf(line: StatementLine): string {
  if (line.outcome === 'matched') {
    if (line.approval === 'approved') return 'Matched: approved';
    if (line.approval === 'notApproved') return `Matched, not approved: ${line.approvalNote ?? ''}`;
    return 'Matched: waiting for your confirmation';
  }
  const reason = line.reason ? STATEMENT_REASON_TEXT[line.reason] : '';
  return `${line.outcome === 'review' ? 'To review' : 'Unknown'}: ${reason}`;
}

/** The form's draft: the choices as text ('' for none), and the file. */
export type ImportDraft = Record<keyof StatementImportInput, string> & { file: File | null };

/** The three column fields, which the form shows once the file's header is read. */
export const COLUMN_FIELDS = ['dateColumn', 'amountColumn', 'textColumn'] as const;

/**
 * The columns and date format offered when the channel or the file changes: the channel's saved
 * column where the file has it (spelt as the file spells it), else what is chosen if the file
 * still has it, else none; the saved date format, else the one chosen.
 */
export function offeredColumns(
  draft: ImportDraft,
  columns: readonly string[],
  saved: StatementChannelMapping | undefined,
): Pick<ImportDraft, (typeof COLUMN_FIELDS)[number] | 'dateFormat'> {
  const inFile = (name: string | undefined) =>
    name === undefined ? undefined : columns.find((column) => column.toLowerCase() === name.trim().toLowerCase());
  const pick = (field: (typeof COLUMN_FIELDS)[number]) => inFile(saved?.[field]) ?? inFile(draft[field]) ?? '';
  return {
    dateColumn: pick('dateColumn'),
    amountColumn: pick('amountColumn'),
    textColumn: pick('textColumn'),
    dateFormat: saved?.dateFormat ?? draft.dateFormat,
  };
}
