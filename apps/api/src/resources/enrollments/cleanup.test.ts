import { describe, expect, it } from 'vitest';
import { enrollAt as enrollAtTime, submitProof } from '../../testing/enrollment.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { removeUnpaidRegistrations } from './cleanup.ts';

const t = testAppForFile();

// Monday 23 November 2026, 10:00 in Manila.
const MONDAY = new Date('2026-11-23T02:00:00Z');

const enrollAt = (when: Date, offering: string) => enrollAtTime(t, when, offering);

describe('removeUnpaidRegistrations', () => {
  it('should keep the account of a removed registration', async () => {
    const { user } = await enrollAt(MONDAY, 'hybrid-online-march-2024');
    await removeUnpaidRegistrations(t.db, new Date('2026-12-31T00:00:00Z'));
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toEqual({
      id: user.id,
    });
  });

  it('should remove a Processing enrollment once its third business day has ended in Manila', async () => {
    const { id } = await enrollAt(MONDAY, 'override-offering-1');
    // Thursday 23:59 in Manila is still in time; Friday 00:00 is not.
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-11-26T15:59:00Z'))).toEqual([]);
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-11-26T16:00:00Z'))).toEqual([id]);
  });

  it('should skip the weekend when counting', async () => {
    const { id } = await enrollAt(new Date('2026-11-20T02:00:00Z'), 'override-offering-2'); // Friday
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-11-25T15:59:00Z'))).toEqual([]); // Wednesday, Manila
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-11-25T16:00:00Z'))).toEqual([id]); // Thursday, Manila
  });

  it('should skip the weekend and a holiday of the center’s settings (decision 0078)', async () => {
    // Friday 27 November 2026; Monday 30 November is Bonifacio Day, a regular holiday.
    const { id } = await enrollAt(new Date('2026-11-27T02:00:00Z'), 'override-offering-2');
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-12-03T15:59:00Z'))).toEqual([]); // Thursday, Manila
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-12-03T16:00:00Z'))).toEqual([id]); // Friday, Manila
  });

  it('should keep an enrollment whose proof was submitted, and the account itself', async () => {
    const { user, id } = await enrollAt(MONDAY, 'override-offering-3');
    expect(
      (await submitProof(t, user, id, { paymentOption: 'GCash', receiptId: '9', paymentDate: '2026-11-23' })).status,
    ).toBe(200);
    expect(await removeUnpaidRegistrations(t.db, new Date('2026-12-31T00:00:00Z'))).toEqual([]);
    const account = await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst();
    expect(account).toEqual({ id: user.id });
  });
});
