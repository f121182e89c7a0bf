import type { Db } from './database.ts';

/**
 * Demo data so the site is alive on first start: the two offerings the spec advertises
 * (spec §1: hybrid online, 9,000 BEED / 10,500 BSED; hyflex face-to-face, 8,000 / 9,500).
 * Idempotent: rows that exist are left alone.
 */
export async function seed(db: Db): Promise<void> {
  await db
    .insertInto('offerings')
    .values([
      {
        id: 'hybrid-online-march-2024',
        title: 'LET Hybrid Online Review (March 2024)',
        content: [
          'Live online lectures by LET specialists',
          'Recorded sessions, valid for six months',
          'Hybrid courseware for General and Professional Education',
          'Timed online mock exams with results by e-mail',
        ].join('\n'),
        price: 10_500,
        cash_discount_by_percent: 0,
        downpayment: 3_500,
        installment_terms: 2,
        installment_frequency: 'Monthly',
        payment_type: ['Full', 'Installment'],
        multiple_schedule: false,
        units: null,
        terms: '6 months',
        start_date: null,
        end_date: null,
        enrollment_start_date: null,
        enrollment_end_date: null,
        published: true,
      },
      {
        id: 'hyflex-face-to-face-2024',
        title: 'LET Hyflex Face-to-Face Review',
        content: [
          'Face-to-face lectures every weekend',
          'Join online when you cannot attend',
          'Hybrid courseware and mock exams',
        ].join('\n'),
        price: 9_500,
        cash_discount_by_percent: 0,
        downpayment: 3_000,
        installment_terms: 2,
        installment_frequency: 'Monthly',
        payment_type: ['Full', 'Installment'],
        multiple_schedule: true,
        units: null,
        terms: '6 months',
        start_date: null,
        end_date: null,
        enrollment_start_date: null,
        enrollment_end_date: null,
        published: true,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
