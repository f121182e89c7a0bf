import { describe, expect, it } from 'vitest';
import {
  matchStatement,
  normaliseReference,
  statementSummary,
  type StatementRow,
  type WaitingPayment,
} from './statement.ts';

describe('normaliseReference', () => {
  it.each([
    ['RC-2026-0123', 'RC2026123'],
    ['rc 2026 123', 'RC2026123'],
    ['Rc–2026—000123', 'RC2026123'], // en and em dashes, as a phone's keyboard types them
    ['\u00a0RC-2026-123 ', 'RC2026123'], // a no-break space, as a bank's export pastes it
    ['ＲＣ-２０２６-１２３', 'RC2026123'], // full-width letters and digits
    ['RC/2026.0123', 'RC2026123'],
    ['RC-KX7P2M9Q', 'RCKX7P2M9Q'],
  ])('should read %j as %j', (text, normalised) => {
    expect(normaliseReference(text)).toBe(normalised);
  });

  it('should keep a zero that is a number of its own, and the zeros inside a number', () => {
    expect(normaliseReference('GC-000')).toBe('GC0');
    expect(normaliseReference('GC-1000')).toBe('GC1000');
  });

  it('should keep the zeros of a number written without separators: its groups are not known', () => {
    expect(normaliseReference('RC2026000123')).toBe('RC2026000123');
  });

  it('should read a text with no letter or digit as no reference', () => {
    expect(normaliseReference(' -– ')).toBe('');
  });
});

const payment = (id: string, reference: string, amount: number): WaitingPayment => ({ id, reference, amount });
let line = 1;
const row = (text: string, amount: number): StatementRow => ({ line: line++, text, amount });

const maria = payment('p-maria', 'RC-2026-0123', 12_500);
const jose = payment('p-jose', 'RC-KX7P2M9Q', 4_000.5);
const ana = payment('p-ana', 'RC-2026-0456', 8_000);

const outcome = (rows: StatementRow[], payments = [maria, jose, ana]) => {
  const match = matchStatement(rows, payments);
  return {
    matched: match.matched.map((m) => [m.row.text, m.payment.id]),
    review: match.review.map((r) => [r.row.text, r.reason, r.payments.map((p) => p.id)]),
    unknown: match.unknown.map((u) => [u.row.text, u.reason]),
    summary: statementSummary(match),
  };
};

describe('matchStatement', () => {
  it('should match a row by its reference, however written, and its amount to the centavo', () => {
    expect(
      outcome([row('rc 2026 123', 12_500), row('Payment for RC–KX7P2M9Q, Jose', 4_000.5), row('RC-2026-0456', 8_000)]),
    ).toEqual({
      matched: [
        ['rc 2026 123', 'p-maria'],
        ['Payment for RC–KX7P2M9Q, Jose', 'p-jose'],
        ['RC-2026-0456', 'p-ana'],
      ],
      review: [],
      unknown: [],
      summary: '3 matched, 0 to review, 0 unknown',
    });
  });

  it('should leave a row whose amount differs by one centavo for a person', () => {
    expect(outcome([row('RC-KX7P2M9Q', 4_000.49)])).toMatchObject({
      matched: [],
      review: [['RC-KX7P2M9Q', 'amountDiffers', ['p-jose']]],
      summary: '0 matched, 1 to review, 0 unknown',
    });
  });

  it('should leave a row naming two waiting payments for a person, even when one amount fits', () => {
    expect(outcome([row('RC-2026-0123 and RC-2026-0456', 12_500)]).review).toEqual([
      ['RC-2026-0123 and RC-2026-0456', 'severalReferences', ['p-maria', 'p-ana']],
    ]);
  });

  it('should leave a reference that two waiting payments share for a person', () => {
    const again = payment('p-maria-2', 'rc-2026-123', 12_500);
    expect(outcome([row('RC-2026-0123', 12_500)], [maria, again]).review).toEqual([
      ['RC-2026-0123', 'severalPayments', ['p-maria', 'p-maria-2']],
    ]);
  });

  it('should leave both rows for a person when two rows match the same payment', () => {
    expect(
      outcome([row('RC-2026-0123', 12_500), row('RC-2026-0456', 8_000), row('rc2026-123 again', 12_500)]),
    ).toMatchObject({
      matched: [['RC-2026-0456', 'p-ana']],
      review: [
        ['RC-2026-0123', 'paymentClaimedTwice', ['p-maria']],
        ['rc2026-123 again', 'paymentClaimedTwice', ['p-maria']],
      ],
      summary: '1 matched, 2 to review, 0 unknown',
    });
  });

  it('should not find a reference inside a longer number', () => {
    expect(outcome([row('RC-2026-01234', 12_500), row('RC-2026-0123 4', 12_500)])).toMatchObject({
      matched: [['RC-2026-0123 4', 'p-maria']],
      unknown: [['RC-2026-01234', 'noReference']],
    });
  });

  it('should call a row with no waiting reference, or a debit, unknown, never matched by its amount alone', () => {
    expect(
      outcome([row('Transfer from M. Santos', 12_500), row('RC-2026-0999', 12_500), row('RC-2026-0123', -12_500)]),
    ).toMatchObject({
      matched: [],
      review: [],
      unknown: [
        ['Transfer from M. Santos', 'noReference'],
        ['RC-2026-0999', 'noReference'],
        ['RC-2026-0123', 'notCredit'],
      ],
      summary: '0 matched, 0 to review, 3 unknown',
    });
  });

  it('should put every row in exactly one list, in the statement’s order', () => {
    const rows = [
      row('RC-2026-0456', 8_000),
      row('nothing', 1),
      row('RC-KX7P2M9Q', 1),
      row('RC-2026-0123', 12_500),
      row('RC-2026-0123', 12_500),
    ];
    const match = matchStatement(rows, [maria, jose, ana]);
    const lines = [...match.matched, ...match.review, ...match.unknown].map((m) => m.row.line).sort((a, b) => a - b);
    expect(lines).toEqual(rows.map((r) => r.line));
    expect(match.review.map((r) => r.row.line)).toEqual([rows[2]!.line, rows[3]!.line, rows[4]!.line]);
    expect(statementSummary(match)).toBe('1 matched, 3 to review, 1 unknown');
  });
});
