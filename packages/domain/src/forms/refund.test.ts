import { describe, expect, it } from 'vitest';
import { amountOfText, refundInputSchema, refundMessages as m, refundSchemaFor } from './refund.ts';

const bounds = { paid: 1500, today: '2026-11-28', enrolledOn: '2026-11-02' };
const valid = { amount: 1500, channel: 'GCash', reference: 'GC-778812', refundDate: '2026-11-28', reason: 'Withdrew' };

/** Each field's first message, as the console shows it beside the field and the server names it. */
const messagesOf = (input: unknown, ofBounds = bounds) => {
  const result = refundSchemaFor(ofBounds).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('refundSchemaFor (decision 0084)', () => {
  it('should accept a refund of exactly what was paid', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it('should refuse one centavo more than was paid, naming what was paid', () => {
    expect(messagesOf({ ...valid, amount: 1500.01 })).toEqual({ amount: m.amountAtMost(1500) });
    expect(m.amountAtMost(1500)).toBe('Refund amount must be at most PHP 1,500.00, what was paid');
  });

  it('should compare in centavos: 0.1 + 0.2 paid is 0.30 refundable', () => {
    expect(messagesOf({ ...valid, amount: 0.3 }, { ...bounds, paid: 0.1 + 0.2 })).toEqual({});
  });

  it('should accept one centavo, and refuse nothing at all or less', () => {
    expect(messagesOf({ ...valid, amount: 0.01 })).toEqual({});
    expect(messagesOf({ ...valid, amount: 0 })).toEqual({ amount: m.amountPositive });
    expect(messagesOf({ ...valid, amount: -5 })).toEqual({ amount: m.amountPositive });
  });

  it('should refuse a fraction of a centavo', () => {
    expect(messagesOf({ ...valid, amount: 100.005 })).toEqual({ amount: m.amountInvalid });
  });

  it('should refuse any refund when nothing was paid', () => {
    expect(messagesOf({ ...valid, amount: 0.01 }, { ...bounds, paid: 0 })).toEqual({ amount: m.amountAtMost(0) });
  });

  it('should take a refund dated today or on the day of the enrollment, not the day after or before', () => {
    expect(messagesOf({ ...valid, refundDate: '2026-11-28' })).toEqual({});
    expect(messagesOf({ ...valid, refundDate: '2026-11-02' })).toEqual({});
    expect(messagesOf({ ...valid, refundDate: '2026-11-29' })).toEqual({ refundDate: m.dateAfterToday });
    expect(messagesOf({ ...valid, refundDate: '2026-11-01' })).toEqual({ refundDate: m.dateBeforeEnrollment });
  });

  it('should refuse a date that is not one', () => {
    expect(messagesOf({ ...valid, refundDate: '2026-02-30' })).toEqual({ refundDate: m.dateInvalid });
    expect(messagesOf({ ...valid, refundDate: ' ' })).toEqual({ refundDate: m.dateRequired });
  });

  it('should name every missing field at once', () => {
    expect(messagesOf({ amount: 10, channel: '', reference: '  ', refundDate: '', reason: '' })).toEqual({
      channel: m.channelRequired,
      reference: m.referenceRequired,
      refundDate: m.dateRequired,
      reason: m.reasonRequired,
    });
  });

  it('should take a channel of the center or cash, nothing else', () => {
    expect(messagesOf({ ...valid, channel: 'Cash' })).toEqual({});
    expect(messagesOf({ ...valid, channel: 'PayPal' })).toEqual({ channel: m.channelRequired });
  });

  it('should trim the reference and the reason', () => {
    expect(refundInputSchema.parse({ ...valid, reference: ' GC-1 ', reason: ' Withdrew ' })).toMatchObject({
      reference: 'GC-1',
      reason: 'Withdrew',
    });
  });
});

describe('amountOfText', () => {
  it.each([
    ['1500', 1500],
    [' 1500.5 ', 1500.5],
    ['0.01', 0.01],
  ])('should read %j as %d', (text, amount) => {
    expect(amountOfText(text)).toBe(amount);
  });

  it('should read an empty field as no amount, and commas or a peso sign as no number', () => {
    expect(amountOfText('  ')).toBeUndefined();
    expect(amountOfText('1,500')).toBeNaN();
    expect(amountOfText('₱1500')).toBeNaN();
    expect(amountOfText('1500.505')).toBeNaN();
  });

  it('should give the schema a missing amount and a bad one to name', () => {
    expect(messagesOf({ ...valid, amount: amountOfText('') })).toEqual({ amount: m.amountRequired });
    expect(messagesOf({ ...valid, amount: amountOfText('1,500') })).toEqual({ amount: m.amountInvalid });
  });
});
