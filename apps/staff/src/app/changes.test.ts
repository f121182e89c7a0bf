import { describe, expect, it } from 'vitest';
import { changesOf, fieldName, readable } from './changes.ts';

describe('audit changes', () => {
  it('should list only the fields that changed, by name, with both values', () => {
    expect(
      changesOf(
        { status: 'Payment Review', paidInstallments: 0, payment: 'p-1' },
        { status: 'Active', paidInstallments: 1, payment: 'p-1' },
      ),
    ).toEqual([
      { field: 'Status', was: 'Payment Review', now: 'Active' },
      { field: 'Paid installments', was: '0', now: '1' },
    ]);
  });

  it('should say "none" for the side of a record created or deleted', () => {
    expect(changesOf(null, { title: 'Hello' })).toEqual([{ field: 'Title', was: 'none', now: 'Hello' }]);
    expect(changesOf({ hidden: false }, null)).toEqual([{ field: 'Hidden', was: 'no', now: 'none' }]);
  });

  it('should write nested values as words, never JSON, and ignore the order of their keys', () => {
    expect(readable({ name: 'Manila', open: true, days: ['Sat', 'Sun'] })).toBe(
      'Name: Manila; Open: yes; Days: Sat, Sun',
    );
    expect(readable([{ amount: 500 }, { amount: 250 }])).toBe('(Amount: 500), (Amount: 250)');
    expect(readable({ a: { b: null } })).toBe('A: (B: none)');
    expect(changesOf({ offer: { a: 1, b: 2 } }, { offer: { b: 2, a: 1 } })).toEqual([]);
  });

  it('should name camel-case and snake-case fields in words and cut a long text', () => {
    expect(fieldName('last_error')).toBe('Last error');
    expect(fieldName('rejectionReason')).toBe('Rejection reason');
    expect(readable('x'.repeat(300))).toHaveLength(161);
  });
});
