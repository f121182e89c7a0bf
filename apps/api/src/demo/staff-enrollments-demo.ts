import { createHash, randomBytes } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import {
  calendarDateOf,
  ENROLLMENT_STATUS,
  installmentPlan,
  priceFor,
  type Course,
  type EnrollmentStatus,
  type PaymentTerm,
} from '@review-center/domain';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { ScryptParams } from '../platform/config/config.ts';
import type { Db } from '../platform/db/database.ts';
import type { Installment } from '../platform/db/schema.ts';
import { toOffering } from '../resources/offerings/offerings.service.ts';
import { insertMissing } from './insert-missing.ts';

/** A solid-colour PNG, a stand-in for a payment screenshot (no sample image is shipped). */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface DemoEnrollment {
  n: number;
  firstName: string;
  lastName: string;
  course: Course;
  offering: string;
  term: PaymentTerm;
  branch: string;
  status: EnrollmentStatus;
  /** The proof waiting for review, when the status is Payment Review. */
  proof?: { option: string; receiptId: string; colour: readonly [number, number, number]; declaredOff?: number };
  /** Installments already paid (Active enrollments). */
  paid?: number;
}

/**
 * Six payments waiting (one reuses another's receipt id and declares less than is due, one
 * sends the same image as another, one declares a wrong installment amount), two Processing and
 * two Active enrollments: every screen of the staff console has something on a fresh demo start.
 */
const DEMO_ENROLLMENTS: DemoEnrollment[] = [
  {
    n: 1,
    firstName: 'Andrea',
    lastName: 'Villanueva',
    course: 'BSED',
    offering: 'hybrid-online-march-2024',
    term: 'Full',
    branch: 'Manila',
    status: 'Payment Review',
    proof: { option: 'GCash', receiptId: '7001 234 5678', colour: [0, 112, 224] },
  },
  {
    n: 2,
    firstName: 'Rodel',
    lastName: 'Bautista',
    course: 'BEED',
    offering: 'hyflex-face-to-face-2024',
    term: 'Installment',
    branch: 'Cebu',
    status: 'Payment Review',
    proof: { option: 'BPI', receiptId: 'BPI-2026-11-0042', colour: [200, 30, 40] },
  },
  {
    n: 3,
    firstName: 'Kristine',
    lastName: 'Mendoza',
    course: 'BSED',
    offering: 'hybrid-online-march-2024',
    term: 'Full',
    branch: 'Malolos',
    status: 'Payment Review',
    proof: { option: 'GCash', receiptId: '7001 234 5678', colour: [0, 150, 100], declaredOff: -1000 },
  },
  {
    n: 4,
    firstName: 'Jerome',
    lastName: 'Santiago',
    course: 'UNITS/CPE',
    offering: 'hyflex-face-to-face-2024',
    term: 'Installment',
    branch: 'Iloilo',
    status: 'Payment Review',
    proof: { option: 'BDO', receiptId: 'BDO-88120', colour: [20, 40, 140], declaredOff: 500 },
  },
  {
    n: 5,
    firstName: 'Maricel',
    lastName: 'Aquino',
    course: 'BEED',
    offering: 'hybrid-online-march-2024',
    term: 'Full',
    branch: 'Borongan',
    status: 'Payment Review',
    proof: { option: 'BPI', receiptId: 'BPI-2026-11-0107', colour: [200, 30, 40] },
  },
  {
    n: 6,
    firstName: 'Paolo',
    lastName: 'Ramos',
    course: 'BSED',
    offering: 'hyflex-face-to-face-2024',
    term: 'Full',
    branch: 'Manila',
    status: 'Payment Review',
    proof: { option: 'Metrobank', receiptId: 'MB-556677', colour: [120, 60, 160] },
  },
  {
    n: 7,
    firstName: 'Liza',
    lastName: 'Fernandez',
    course: 'BSED',
    offering: 'hybrid-online-march-2024',
    term: 'Installment',
    branch: 'Manila',
    status: 'Processing',
  },
  {
    n: 8,
    firstName: 'Noel',
    lastName: 'Castillo',
    course: 'BEED',
    offering: 'hyflex-face-to-face-2024',
    term: 'Full',
    branch: 'Cebu',
    status: 'Processing',
  },
  {
    n: 9,
    firstName: 'Grace',
    lastName: 'Navarro',
    course: 'BSED',
    offering: 'hybrid-online-march-2024',
    term: 'Installment',
    branch: 'Malolos',
    status: 'Active',
    paid: 1,
  },
  {
    n: 10,
    firstName: 'Ramon',
    lastName: 'Torres',
    course: 'UNITS/CPE',
    offering: 'hyflex-face-to-face-2024',
    term: 'Full',
    branch: 'Iloilo',
    status: 'Active',
  },
];

const DAY_MS = 86_400_000;

/**
 * The staff console's demo data (demo mode only, decision 0021): reviewees who cannot sign in
 * (a random password nobody knows), their enrollments and proofs. Kept once: a second start
 * finds the first reviewee and adds nothing. `saveFile` stores a proof image as uploads do.
 */
export async function seedStaffDemo(
  db: Db,
  { now, scrypt, saveFile }: { now: Date; scrypt: ScryptParams; saveFile: (bytes: Uint8Array) => Promise<string> },
) {
  const seeded = await db.selectFrom('users').select('id').where('id', '=', 'demo-staff-reviewee-1').executeTakeFirst();
  if (seeded) return;
  const offerings = new Map(
    (await db.selectFrom('offerings').selectAll().execute()).map((row) => [row.id, toOffering(row)]),
  );
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'), scrypt);
  const images = new Map<string, Uint8Array>();

  for (const demo of DEMO_ENROLLMENTS) {
    const offering = offerings.get(demo.offering);
    if (!offering) continue;
    const userId = `demo-staff-reviewee-${demo.n}`;
    // Enrolled one to ten days ago, oldest first in the queue.
    const created = new Date(now.getTime() - (11 - demo.n) * DAY_MS);
    await insertMissing(
      db,
      {
        users: {
          id: userId,
          email: `${demo.firstName.toLowerCase()}.${demo.lastName.toLowerCase()}@demo.review-center.local`,
          password_hash: passwordHash,
          verified: true,
          profile: JSON.stringify({ firstName: demo.firstName, lastName: demo.lastName, course: demo.course }),
          created_at: created,
        },
      },
      'any key',
    );

    const priced = priceFor({ offering, course: demo.course, paymentTerm: demo.term });
    let installments: Installment[] =
      demo.term === 'Installment'
        ? installmentPlan({
            createdAt: created,
            downpayment: priced.downpayment,
            installments: priced.installments,
            frequency: offering.installmentFrequency,
          })
        : [];
    installments = installments.map((item, index) => ({ ...item, paid: index < (demo.paid ?? 0) }));
    const amountPaid =
      demo.term === 'Full'
        ? demo.status === ENROLLMENT_STATUS.active
          ? priced.total
          : 0
        : installments.filter((i) => i.paid).reduce((sum, i) => sum + i.amount, 0);
    const due = demo.term === 'Full' ? priced.total : installments.find((i) => !i.paid)!.amount;

    let attachments: string[] = [];
    if (demo.proof) {
      const key = demo.proof.colour.join(',');
      const bytes = images.get(key) ?? solidPng(160, 100, demo.proof.colour);
      images.set(key, bytes);
      const id = await saveFile(bytes);
      await db
        .insertInto('uploads')
        .values({
          id,
          owner_id: userId,
          original_name: `${demo.proof.option.toLowerCase()}-receipt.png`,
          mime: 'image/png',
          size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        })
        .execute();
      attachments = [id];
    }
    const enrollmentId = `demo-staff-enrollment-${demo.n}`;
    const reference = `RC-DEMO${String(demo.n).padStart(4, '0')}`;
    const paymentDate = calendarDateOf(new Date(created.getTime() + DAY_MS));
    await db
      .insertInto('enrollments')
      .values({
        id: enrollmentId,
        reference,
        user_id: userId,
        offering_id: demo.offering,
        status: demo.status,
        price: priced.total,
        coupon: null,
        payment_type: demo.term,
        payment_option: demo.proof?.option ?? null,
        receipt_id: demo.proof?.receiptId ?? null,
        payment_date: demo.proof ? paymentDate : null,
        attachments,
        branch: demo.branch,
        schedule: null,
        installments: JSON.stringify(installments),
        rejection_reason: null,
        amount_paid: amountPaid,
        created_at: created,
        activated_at: demo.status === ENROLLMENT_STATUS.active ? new Date(created.getTime() + DAY_MS) : null,
      })
      .execute();
    if (demo.proof) {
      await db
        .insertInto('payments')
        .values({
          id: `demo-staff-payment-${demo.n}`,
          enrollment_id: enrollmentId,
          user_id: userId,
          reference,
          tag: 'Enrollment',
          price: due + (demo.proof.declaredOff ?? 0),
          amount_due: due,
          payment_type:
            demo.term === 'Full' ? 'Full' : installments.some((i) => i.paid) ? 'Installment' : 'Downpayment',
          payment_option: demo.proof.option,
          receipt_id: demo.proof.receiptId,
          payment_date: paymentDate,
          attachments,
          status: 'Payment Review',
          created_at: new Date(created.getTime() + DAY_MS),
        })
        .execute();
    }
  }
}
