import { randomBytes } from 'node:crypto';
import { ENROLLMENT_STATUS, priceFor } from '@review-center/domain';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { ScryptParams } from '../platform/config/config.ts';
import type { Db } from '../platform/db/database.ts';
import { toOffering } from '../resources/offerings/offerings.service.ts';
import { findById } from '../platform/db/rows.ts';
import { insertMissing } from './insert-missing.ts';

const DAY_MS = 86_400_000;
/** The demo reviewee whose access has ended: staff and tests can see what such a reviewee sees. */
const LAPSED_REVIEWEE_ID = 'demo-lapsed-reviewee';

/**
 * A reviewee whose access has ended (demo mode only, decision 0021): Active in the hybrid review,
 * activated seven months ago, so past the six months of access (product §1, decision 0048). Like
 * the console's other demo reviewees they cannot sign in (a random password nobody knows) until
 * staff send them a password-reset link. Kept once: a second start adds nothing.
 */
export async function seedContentDemo(db: Db, { now, scrypt }: { now: Date; scrypt: ScryptParams }) {
  const seeded = await db.selectFrom('users').select('id').where('id', '=', LAPSED_REVIEWEE_ID).executeTakeFirst();
  if (seeded) return;
  const row = await findById(db, 'offerings', 'hybrid-online-march-2024');
  if (!row) return;
  const activated = new Date(now.getTime() - 213 * DAY_MS);
  const created = new Date(activated.getTime() - 2 * DAY_MS);
  const priced = priceFor({ offering: toOffering(row), course: 'BEED', paymentTerm: 'Full' });
  await insertMissing(
    db,
    {
      users: {
        id: LAPSED_REVIEWEE_ID,
        email: 'lorna.villanueva@demo.review-center.local',
        password_hash: await hashPassword(randomBytes(12).toString('base64url'), scrypt),
        verified: true,
        profile: JSON.stringify({ firstName: 'Lorna', lastName: 'Villanueva', course: 'BEED' }),
        created_at: created,
      },
    },
    'any key',
  );
  await insertMissing(
    db,
    {
      enrollments: {
        id: 'demo-lapsed-enrollment',
        reference: 'RC-LAPSED001',
        user_id: LAPSED_REVIEWEE_ID,
        offering_id: row.id,
        status: ENROLLMENT_STATUS.active,
        price: priced.total,
        coupon: null,
        payment_type: 'Full',
        payment_option: null,
        receipt_id: null,
        payment_date: null,
        attachments: [],
        branch: 'Cebu',
        schedule: null,
        installments: JSON.stringify([]),
        rejection_reason: null,
        amount_paid: priced.total,
        created_at: created,
        activated_at: activated,
      },
    },
    'any key',
  );
}
