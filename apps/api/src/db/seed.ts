import { hashPassword } from '../auth/passwords.ts';
import { defaultConfig, type ScryptParams } from '../config/config.ts';
import type { Db } from './database.ts';
import type { UserProfile } from './schema.ts';
import {
  ANNOUNCEMENTS,
  CATEGORIES,
  COURSEWARE_HTML,
  GENERAL_EDUCATION_QUESTIONS,
  LECTURERS,
  OFFERINGS,
  PROFESSIONAL_EDUCATION_QUESTIONS,
} from './seed-data.ts';

export interface SeedOptions {
  /** The administrator from configuration (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email: string; password: string; fromEnv?: boolean };
  demo?: { email: string; password: string };
  scrypt?: ScryptParams;
  now?: Date;
  log?: (line: string) => void;
}

/** Printed at start so a person on a fresh machine can sign in (demo only: change them). */
export const DEMO_ADMIN = { email: 'admin@review-center.local', password: 'admin-pass-2024' };
const DEMO_REVIEWEE = { email: 'demo@review-center.local', password: 'demo-pass-2024' };

const DAY_MS = 86_400_000;

/** A placeholder portrait drawn as SVG: no file to host and nothing fetched from outside. */
function portrait(initials: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 45% 40%)"/><text x="100" y="122" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const demoProfile: UserProfile = {
  firstName: 'Juan',
  middleName: 'Reyes',
  lastName: 'Dela Cruz',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1997-06-19',
  birthPlace: 'Malolos, Bulacan',
  idName: 'PRC ID',
  street: '45 Mabini St.',
  city: 'City of Malolos',
  province: 'Bulacan',
  zipCode: '3000',
  course: 'BSED',
  specialization: 'Mathematics',
  firstTimer: true,
  college: 'Bulacan State University',
  collegeAddress: 'Guinhawa, City of Malolos, Bulacan',
};

/**
 * Demo data so the site is alive on first start: the spec's offerings and prices (product §1),
 * announcements, lecturers, exam categories, two exam templates open now, a demo reviewee and
 * the administrator. Idempotent: rows that exist are left alone.
 */
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export async function seed(db: Db, options: SeedOptions = {}) {
  const now = options.now ?? new Date();
  const scrypt = options.scrypt ?? defaultConfig.scrypt;
  const admin: NonNullable<SeedOptions['admin']> = options.admin ?? DEMO_ADMIN;
  const demo = options.demo ?? DEMO_REVIEWEE;

  await db
    .insertInto('offerings')
    .values(
      OFFERINGS.map((o) => ({
        id: o.id,
        title: o.title,
        content: o.content,
        price: o.price,
        cash_discount_by_percent: 0,
        downpayment: o.downpayment,
        installment_terms: o.installment_terms,
        installment_frequency: 'Monthly',
        payment_type: o.installment_terms > 0 ? ['Full', 'Installment'] : ['Full'],
        multiple_schedule: o.multiple_schedule,
        units: null,
        terms: o.terms,
        start_date: null,
        end_date: null,
        enrollment_start_date: o.enrollmentWindowDays ? daysFrom(now, o.enrollmentWindowDays[0]) : null,
        enrollment_end_date: o.enrollmentWindowDays ? daysFrom(now, o.enrollmentWindowDays[1]) : null,
        published: o.published ?? true,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('announcements')
    .values(
      ANNOUNCEMENTS.map((a) => ({
        id: a.slug,
        slug: a.slug,
        title: a.title,
        date: new Date(a.date),
        content: a.content,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('lecturers')
    .values(
      LECTURERS.map((l, index) => ({
        id: `lecturer-${index + 1}`,
        photo: portrait(`${l.first_name[0]}${l.last_name[0]}`, (index * 57) % 360),
        first_name: l.first_name,
        nickname: l.nickname,
        last_name: l.last_name,
        profession: l.profession,
        credentials: l.credentials,
        position: index,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('categories')
    .values(CATEGORIES.map((c, index) => ({ id: c.id, title: c.title, group: 'exams', position: index })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('coupons')
    .values([
      {
        id: 'coupon-earlybird',
        code: 'EARLYBIRD',
        title: 'Early bird: ₱500 off',
        discount_price: 500,
        discount_percent: null,
        offering_id: 'hybrid-online-march-2024',
      },
      {
        id: 'coupon-letpass10',
        code: 'LETPASS10',
        title: '10% off for returning reviewees',
        discount_price: null,
        discount_percent: 10,
        offering_id: 'hyflex-face-to-face-2024',
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('courseware')
    .values(OFFERINGS.map((o) => ({ id: `courseware-${o.id}`, offering_id: o.id, content: COURSEWARE_HTML })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const questions = [...GENERAL_EDUCATION_QUESTIONS, ...PROFESSIONAL_EDUCATION_QUESTIONS];
  await db
    .insertInto('questions')
    .values(
      questions.map((q) => ({
        id: q.id,
        data: q.data,
        group_content: q.group ?? null,
        options: JSON.stringify(q.options.map((data, i) => ({ label: 'ABCD'[i]!, data }))),
        correct: q.correct,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  // Open from yesterday for 60 days after the first start, so the demo exam can be taken now.
  const window = {
    available_from: new Date(now.getTime() - DAY_MS),
    available_until: new Date(now.getTime() + 60 * DAY_MS),
  };
  await db
    .insertInto('exam_templates')
    .values([
      {
        id: 'exam-gened-mock-1',
        name: 'LET Mock Exam — General Education',
        slug: 'let-mock-exam-general-education',
        category_id: 'general-education',
        ...window,
        duration: 30,
        instructions:
          'Answer all 10 questions. Choose the best answer. Your answers are saved as you go; submit before the timer ends.',
        question_ids: GENERAL_EDUCATION_QUESTIONS.map((q) => q.id),
      },
      {
        id: 'exam-profed-mock-1',
        name: 'LET Mock Exam — Professional Education',
        slug: 'let-mock-exam-professional-education',
        category_id: 'professional-education',
        ...window,
        duration: 30,
        instructions:
          'Answer all 10 questions. Choose the best answer. Your answers are saved as you go; submit before the timer ends.',
        question_ids: PROFESSIONAL_EDUCATION_QUESTIONS.map((q) => q.id),
      },
      // Two windows that are not open, so the exam's "not yet available" countdown (screen 8,
      // code 0002) and "window ended" (code 0003) screens can be seen against the real server.
      {
        id: 'exam-gened-upcoming',
        name: 'LET Mock Exam — General Education (next week)',
        slug: 'let-mock-exam-upcoming',
        category_id: 'general-education',
        available_from: new Date(now.getTime() + DAY_MS),
        available_until: new Date(now.getTime() + 2 * DAY_MS),
        duration: 30,
        instructions: 'Opens tomorrow. Answer all 10 questions.',
        question_ids: GENERAL_EDUCATION_QUESTIONS.map((q) => q.id),
      },
      {
        id: 'exam-gened-ended',
        name: 'LET Mock Exam — General Education (last week)',
        slug: 'let-mock-exam-ended',
        category_id: 'general-education',
        available_from: new Date(now.getTime() - 2 * DAY_MS),
        available_until: new Date(now.getTime() - DAY_MS),
        duration: 30,
        instructions: 'This mock exam has closed.',
        question_ids: GENERAL_EDUCATION_QUESTIONS.map((q) => q.id),
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  // Accounts: the demo reviewee once; the administrator always holds the role, and takes the
  // configured password when one is configured.
  /** Creates the verified account unless its e-mail exists; answers the existing account's id. */
  const ensureUser = async (user: {
    id: string;
    email: string;
    password: string;
    role?: string;
    profile: UserProfile;
  }) => {
    const existing = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
    if (existing) return existing.id;
    await db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        password_hash: await hashPassword(user.password, scrypt),
        ...(user.role ? { role: user.role } : {}),
        verified: true,
        profile: JSON.stringify(user.profile),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return undefined;
  };
  await ensureUser({ id: 'demo-reviewee', ...demo, profile: demoProfile });
  const existingAdmin = await ensureUser({
    id: 'administrator',
    email: admin.email,
    password: admin.password,
    role: 'admin',
    profile: { firstName: 'Review Center', lastName: 'Administrator' },
  });
  if (existingAdmin) {
    await db
      .updateTable('users')
      .set({
        role: 'admin',
        ...(admin.fromEnv ? { password_hash: await hashPassword(admin.password, scrypt) } : {}),
      })
      .where('id', '=', existingAdmin)
      .execute();
  }
  return { admin, demo };
}
