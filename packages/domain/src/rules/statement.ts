import { centavosOf } from '../forms/refund.ts';

/*
 * The statement import's matching (the money trail, decision 0087): rows of a bank's or an
 * e-wallet's statement are matched to the payments waiting for review by reference and amount,
 * and whatever is not certain is left for a person. Nothing here approves or e-mails anything:
 * the caller shows the outcome and a person confirms. pretix's import matches by order code the
 * same way and warns of what an unnormalised reference costs (pretix #5853).
 */

/** Anything but a letter or a digit separates the groups of a reference: spaces, dashes of every kind, dots, slashes. */
const SEPARATORS = /[^A-Z0-9]+/;

/** A group with every run of digits written without its leading zeros ('000123' is '123', '000' is '0'). */
const withoutLeadingZeros = (group: string) => group.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));

/** The groups of a text as a reference is compared: compatibility forms folded, upper case, no leading zeros. */
const groupsOf = (text: string) =>
  text.normalize('NFKC').toUpperCase().split(SEPARATORS).filter(Boolean).map(withoutLeadingZeros);

/**
 * A reference as two people may write it, made one: case, spaces, dashes (and any other
 * separator) and the leading zeros of each number do not count. `rc 2026 0123`, `RC-2026-123`
 * and `Rc–2026–000123` are all `RC2026123`. A number written without separators keeps its zeros
 * (`RC2026000123` is not `RC2026123`): where its groups began is not known.
 */
export function normaliseReference(text: string): string {
  return groupsOf(text).join('');
}

/** One row of a statement: the line it is on, its text (memo, description, reference) and its amount in pesos. */
export interface StatementRow {
  line: number;
  text: string;
  /** A credit is more than 0; a debit or a zero is never a payment. */
  amount: number;
}

/** A payment waiting for review: its enrollment's reference and the amount it should bring. */
export interface WaitingPayment {
  id: string;
  reference: string;
  amount: number;
}

/** Why a row is left for a person although a reference was found in it. */
export type ReviewReason =
  /** Its reference is one payment's, its amount is not. */
  | 'amountDiffers'
  /** It names more than one waiting payment's reference. */
  | 'severalReferences'
  /** Its reference is that of more than one waiting payment. */
  | 'severalPayments'
  /** Another row of the statement matches the same payment. */
  | 'paymentClaimedTwice';

/** Why a row matched nothing. */
export type UnknownReason = 'noReference' | 'notCredit';

/** Where each row landed: the caller's own rows and payments come back, whatever they carry besides. */
export interface StatementMatch<R extends StatementRow = StatementRow, P extends WaitingPayment = WaitingPayment> {
  matched: { row: R; payment: P }[];
  review: { row: R; reason: ReviewReason; payments: P[] }[];
  unknown: { row: R; reason: UnknownReason }[];
}

/** Every reason a row is left to review or unknown, as the wire names it. */
export const STATEMENT_REASONS = [
  'amountDiffers',
  'severalReferences',
  'severalPayments',
  'paymentClaimedTwice',
  'noReference',
  'notCredit',
] as const satisfies readonly (ReviewReason | UnknownReason)[];
export type StatementReason = (typeof STATEMENT_REASONS)[number];

/** What a person reads for each reason a row was not matched (the console's statement page). */
export const STATEMENT_REASON_TEXT: Record<ReviewReason | UnknownReason, string> = {
  amountDiffers: 'The amount is not the amount due',
  severalReferences: 'The memo names more than one waiting payment',
  severalPayments: 'More than one waiting payment has this reference',
  paymentClaimedTwice: 'Another row of the statement matches the same payment',
  noReference: 'No waiting payment’s reference is in the memo',
  notCredit: 'Not money received',
};

/** A text made compact for the search, with where a separator stood before each character. */
function compact(text: string): { chars: string; gapBefore: boolean[] } {
  let chars = '';
  const gapBefore: boolean[] = [];
  for (const group of groupsOf(text)) {
    gapBefore.push(true, ...Array.from({ length: group.length - 1 }, () => false));
    chars += group;
  }
  return { chars, gapBefore };
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * The references of `index` found in `text`: a reference may stand anywhere in the row's text
 * ("Payment for RC-2026-0123, Maria"), but never inside a longer number: `RC2026123` is not found
 * in `RC-2026-1234`.
 */
function referencesIn(text: string, index: Map<string, unknown>, lengths: readonly number[]): Set<string> {
  const { chars, gapBefore } = compact(text);
  const found = new Set<string>();
  // A digit that continues a digit with no separator between them is one number with it.
  const joined = (at: number) =>
    at > 0 && at < chars.length && isDigit(chars[at]) && isDigit(chars[at - 1]) && !gapBefore[at];
  for (const length of lengths) {
    for (let start = 0; start + length <= chars.length; start += 1) {
      const candidate = chars.slice(start, start + length);
      if (!index.has(candidate) || joined(start) || joined(start + length)) continue;
      found.add(candidate);
    }
  }
  return found;
}

/**
 * Matches each row of a statement to the waiting payments: a row is matched when its text holds
 * the reference of exactly one waiting payment, its amount is that payment's to the centavo and no
 * other row claims the same payment. A row with a reference that does not single one payment out
 * is left to review with the payments it may be; a row with none, or a debit, is unknown. Every
 * row is in exactly one of the three lists, in the statement's order.
 */
export function matchStatement<R extends StatementRow, P extends WaitingPayment>(
  rows: readonly R[],
  payments: readonly P[],
): StatementMatch<R, P> {
  const index = new Map<string, P[]>();
  for (const payment of payments) {
    const key = normaliseReference(payment.reference);
    if (key) index.set(key, [...(index.get(key) ?? []), payment]);
  }
  const lengths = [...new Set([...index.keys()].map((key) => key.length))];

  const result: StatementMatch<R, P> = { matched: [], review: [], unknown: [] };
  const tentative: { row: R; payment: P }[] = [];
  const claims = new Map<string, number>();
  for (const row of rows) {
    if (!(row.amount > 0)) {
      result.unknown.push({ row, reason: 'notCredit' });
      continue;
    }
    const found = [...referencesIn(row.text, index, lengths)];
    if (found.length === 0) {
      result.unknown.push({ row, reason: 'noReference' });
      continue;
    }
    const candidates = found.flatMap((key) => index.get(key) ?? []);
    if (found.length > 1) {
      result.review.push({ row, reason: 'severalReferences', payments: candidates });
      continue;
    }
    if (candidates.length > 1) {
      result.review.push({ row, reason: 'severalPayments', payments: candidates });
      continue;
    }
    const payment = candidates[0]!;
    if (centavosOf(payment.amount) !== centavosOf(row.amount)) {
      result.review.push({ row, reason: 'amountDiffers', payments: [payment] });
      continue;
    }
    tentative.push({ row, payment });
    claims.set(payment.id, (claims.get(payment.id) ?? 0) + 1);
  }
  for (const match of tentative) {
    if (claims.get(match.payment.id)! > 1) {
      result.review.push({ row: match.row, reason: 'paymentClaimedTwice', payments: [match.payment] });
    } else {
      result.matched.push(match);
    }
  }
  result.review.sort((a, b) => a.row.line - b.row.line);
  return result;
}

/**
 * The import's report: `3 matched, 1 to review, 2 unknown`, from a match or from the counts an
 * import keeps (anything with a `length`).
 */
export const statementSummary = ({
  matched,
  review,
  unknown,
}: Record<keyof StatementMatch, { readonly length: number }>): string =>
  `${matched.length} matched, ${review.length} to review, ${unknown.length} unknown`;
