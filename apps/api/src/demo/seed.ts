import { randomBytes } from 'node:crypto';
import { LET_SUBJECTS, LOCATIONS, SCHEDULES } from '@review-center/domain';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import { randomId } from '../platform/auth/tokens.ts';
import { defaultConfig, type ScryptParams } from '../platform/config/config.ts';
import { seedStaffDemo } from './staff-enrollments-demo.ts';
import { seedContentDemo } from './content-editing-demo.ts';
import { seedDemoRevieweeHistory } from './demo-reviewee.ts';
import { seedFullLengthExams } from './seed-exams.ts';
import type { Db } from '../platform/db/database.ts';
import type { UserProfile } from '../platform/db/schema.ts';
import type { CenterSettings } from '@review-center/domain';
import { type CenterDetails, unconfiguredCenter } from '../platform/config/center.ts';
import { imageUrl, resizeImage, storeImage } from '../platform/images/images.service.ts';
import { seedCenterSettings, settingsFromDetails } from '../platform/config/center-settings.ts';
import { portraitSvg } from './portraits.ts';
import {
  ANNOUNCEMENTS,
  CATEGORIES,
  COURSEWARE_HTML,
  DEMO_CENTER_SETTINGS,
  GENERAL_EDUCATION_QUESTIONS,
  LECTURERS,
  OFFERINGS,
  PACKAGE_OFFERINGS,
  type SeedOffering,
  PROFESSIONAL_EDUCATION_QUESTIONS,
} from './seed-data.ts';
import { insertMissing } from './insert-missing.ts';

export interface SeedOptions {
  /**
   * Demo mode (decision 0021): the demo reviewee and administrator with their documented
   * passwords, and the sample content. Off, only the spec's offerings and categories are seeded
   * and no documented password opens any account.
   */
  demo?: boolean;
  /** The first administrator from configuration (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email?: string | undefined; password?: string | undefined };
  scrypt?: ScryptParams;
  now?: Date;
  /** Stores a file as uploads do: given, demo mode adds the staff console's demo proofs. */
  saveFile?: (bytes: Uint8Array) => Promise<string>;
  log?: (line: string) => void;
  /**
   * The center's details from configuration (`CENTER_*`, `PAYMENT_ACCOUNTS`): the settings' first
   * value when nothing is stored yet (decision 0046). Demo mode's samples when they are samples.
   */
  center?: CenterDetails;
}

/** The administrator's address when ADMIN_EMAIL is not set. */
const DEFAULT_ADMIN_EMAIL = 'admin@review-center.local';
/** Printed at start in demo mode only, so a person on a fresh machine can sign in (decision 0021). */
const DEMO_ADMIN = { id: 'administrator', email: DEFAULT_ADMIN_EMAIL, password: 'admin-pass-2024' };
const DEMO_REVIEWEE = { id: 'demo-reviewee', email: 'demo@review-center.local', password: 'demo-pass-2024' };
/** One account per staff role besides the administrator, demo mode only (decision 0029). */
const DEMO_STAFF = [
  { id: 'demo-cashier', role: 'cashier', email: 'cashier@review-center.local', password: 'cashier-2024' },
  { id: 'demo-registrar', role: 'registrar', email: 'registrar@review-center.local', password: 'registrar-2024' },
  { id: 'demo-content-editor', role: 'content-editor', email: 'editor@review-center.local', password: 'editor-2024' },
  { id: 'demo-support', role: 'support', email: 'support@review-center.local', password: 'support-2024' },
] as const;

/** 16 characters (the longest password product §9 allows) from 96 random bits. */
const generatePassword = () => randomBytes(12).toString('base64url');

const DAY_MS = 86_400_000;

/**
 * The settings a first start stores (decision 0046): demo mode's labelled samples unless
 * configuration gives real values; in production what configuration gives, or nothing.
 */
function initialCenterSettings(options: SeedOptions): CenterSettings | null {
  const center = options.center;
  if (!center || center.sample) return options.demo ? DEMO_CENTER_SETTINGS : null;
  const configured =
    center.name !== unconfiguredCenter.name ||
    [center.supportEmail, center.supportPhone, center.itSupportEmail, center.address].some(Boolean) ||
    center.paymentAccounts.length > 0;
  return configured ? settingsFromDetails(center) : null;
}

/** The demo lecturers' photos: drawn portraits, resized like an uploaded photo (decision 0047). */
async function demoLecturerPhotos(db: Db) {
  const existing = await db.selectFrom('lecturers').select('id').execute();
  const missing = LECTURERS.map((l, index) => ({ l, index, id: `lecturer-${index + 1}` })).filter(
    ({ id }) => !existing.some((row) => row.id === id),
  );
  return Promise.all(
    missing.map(async ({ l, index, id }) => {
      const svg = portraitSvg({ feminine: l.nickname.startsWith('Ma'), index });
      const imageId = await storeImage(db, await resizeImage(new TextEncoder().encode(svg), 'photo'));
      return { l, index, id, photo: imageUrl(imageId, 'large'), photoSmall: imageUrl(imageId, 'small') };
    }),
  );
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

const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** A seeded offering as its row: product §9's branches, and its schedules when it has several. */
const offeringValues = (o: SeedOffering, now: Date) => ({
  id: o.id,
  title: o.title,
  content: o.content,
  price: o.price,
  beed_price: o.beed_price ?? null,
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
  branches: [...LOCATIONS],
  schedules: o.multiple_schedule ? [...SCHEDULES] : [],
  is_package: o.is_package ?? false,
  hybrid_season: o.hybrid_season ?? false,
});

/**
 * The spec's offerings and prices (product §1) and exam categories, and the administrator; in
 * demo mode also announcements, lecturers, coupons, two exam templates open now and the demo
 * reviewee, so the site is alive on first start. Idempotent: rows that exist are left alone.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeededAccounts> {
  const now = options.now ?? new Date();
  const scrypt = options.scrypt ?? defaultConfig.scrypt;

  await insertMissing(db, {
    offerings: OFFERINGS.map((o) => offeringValues(o, now)),
    categories: CATEGORIES.map((c, index) => ({ id: c.id, title: c.title, group: 'exams', position: index })),
  });
  await insertMissing(
    db,
    {
      // The administrator's list of branches and schedules, seeded with product §9's (decision 0045).
      catalogue_options: [
        ...LOCATIONS.map((name, position) => ({ id: `branch-${name.toLowerCase()}`, kind: 'branch', name, position })),
        ...SCHEDULES.map((name, position) => ({
          id: `schedule-${name.toLowerCase().replace(/\W+/g, '-')}`,
          kind: 'schedule',
          name,
          position,
        })),
      ],
      // The LET subject lists a center starts with (decision 0076); a subject staff renamed keeps its name.
      subjects: LET_SUBJECTS.map((s, position) => ({ ...s, position })),
    },
    'any key',
  );

  await seedCenterSettings(db, initialCenterSettings(options));

  if (!options.demo) return seedAccounts(db, { ...options, scrypt });

  const lecturers = await demoLecturerPhotos(db);
  const questions = [
    ...GENERAL_EDUCATION_QUESTIONS.map((q) => ({ ...q, category: 'general-education' })),
    ...PROFESSIONAL_EDUCATION_QUESTIONS.map((q) => ({ ...q, category: 'professional-education' })),
  ];
  // Open from yesterday for 60 days after the first start, so the demo exam can be taken now.
  const window = {
    available_from: new Date(now.getTime() - DAY_MS),
    available_until: new Date(now.getTime() + 60 * DAY_MS),
  };
  // Sample content, demo mode only (decision 0021): announcements, lecturers, coupons, courseware,
  // the mock exams and tickets.
  await insertMissing(db, {
    announcements: ANNOUNCEMENTS.map((a) => ({
      id: a.slug,
      slug: a.slug,
      title: a.title,
      date: new Date(a.date),
      content: a.content,
    })),
    lecturers: lecturers.map(({ l, index, id, photo, photoSmall }) => ({
      id,
      photo,
      photo_small: photoSmall,
      first_name: l.first_name,
      nickname: l.nickname,
      last_name: l.last_name,
      profession: l.profession,
      credentials: l.credentials,
      position: index,
    })),
    coupons: [
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
    ],
    // Two packages, enrolled at /enroll; one of them the hybrid season, whose /enroll shows only the
    // notice (product §2 "Package enrollment", decision 0072).
    offerings: PACKAGE_OFFERINGS.map((o) => offeringValues(o, now)),
    courseware: [...OFFERINGS, ...PACKAGE_OFFERINGS].map((o) => ({
      id: `courseware-${o.id}`,
      offering_id: o.id,
      content: COURSEWARE_HTML,
    })),
    questions: questions.map((q) => ({
      id: q.id,
      data: q.data,
      group_content: q.group ?? null,
      options: JSON.stringify(q.options.map((data, i) => ({ label: 'ABCD'[i]!, data }))),
      correct: q.correct,
      // In the bank under its exam's category; no difficulty tag, as nobody has measured one.
      category_id: q.category,
    })),
    exam_templates: [
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
    ],
    // A few tickets, so the support inbox has something to show (decision 0029).
    support_tickets: DEMO_TICKETS.map((ticket, index) => ({
      id: `demo-ticket-${index + 1}`,
      user_id: null,
      ticket: JSON.stringify({ ...ticket.ticket, attachments: [], user: null }),
      status: ticket.status,
      replies: JSON.stringify(ticket.replies),
      created_at: new Date(now.getTime() - (index + 1) * 3_600_000),
    })),
  });
  // Waiting payments (with duplicate and mismatch warnings) and enrollments for the staff console.
  if (options.saveFile) await seedStaffDemo(db, { now, scrypt, saveFile: options.saveFile });
  // With the console's demo reviewees: one whose six months of access have ended (decision 0048).
  if (options.saveFile) await seedContentDemo(db, { now, scrypt });

  const accounts = await seedAccounts(db, { ...options, scrypt });
  // The demo reviewee's enrollment, payments and past mock exams, so every account tab has content.
  if (options.saveFile) {
    await seedDemoRevieweeHistory(db, {
      now,
      userId: DEMO_REVIEWEE.id,
      course: demoProfile.course === 'BEED' ? 'BEED' : 'BSED',
      saveFile: options.saveFile,
    });
    // Full-length forms of each LET part, last week's taken by the demo reviewee and a cohort (decision 0052).
    await seedFullLengthExams(db, { now, demoUserId: DEMO_REVIEWEE.id });
  }
  return accounts;
}

const DEMO_TICKETS = [
  {
    status: 'new',
    replies: [],
    ticket: {
      firstName: 'Liza',
      lastName: 'Manalo',
      email: 'liza.manalo@example.com',
      mobile: '09181234567',
      category: 'ENROLLMENT',
      content: 'I paid the downpayment through GCash yesterday. How long before my enrollment shows Active?',
    },
  },
  {
    status: 'new',
    replies: [],
    ticket: {
      firstName: 'Ramon',
      lastName: 'Castillo',
      email: 'ramon.castillo@example.com',
      mobile: null,
      category: 'WEBSITE',
      content: 'The mock exam page says the exam is not yet available. When does it open?',
    },
  },
  {
    status: 'answered',
    replies: [
      {
        message: 'Yes: choose Installment on the payment step, then pay the downpayment first.',
        author: 'support@review-center.local',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    ticket: {
      firstName: 'Grace',
      lastName: 'Villanueva',
      email: 'grace.villanueva@example.com',
      mobile: '09271234567',
      category: 'OTHERS',
      content: 'Can I pay the hyflex review in installments?',
    },
  },
];

/** What start prints about the accounts (server.ts): a password only when it is shown once. */
export interface SeededAccounts {
  admin: { email: string; password?: string; source: 'demo' | 'configured' | 'generated' | 'existing' };
  demo?: { email: string; password: string };
  /** The demo staff accounts, one per role (demo mode only). */
  staff?: { role: string; email: string; password: string }[];
}

async function insertUser(
  db: Db,
  scrypt: ScryptParams,
  user: { id: string; email: string; password: string; role?: string; profile: UserProfile },
) {
  await insertMissing(
    db,
    {
      users: {
        id: user.id,
        email: user.email,
        password_hash: await hashPassword(user.password, scrypt),
        ...(user.role ? { role: user.role } : {}),
        verified: true,
        profile: JSON.stringify(user.profile),
      },
    },
    'any key',
  );
}

/** A new password for an account, ending every session it had. */
async function setPassword(db: Db, scrypt: ScryptParams, userId: string, password: string) {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password, scrypt) })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

const ADMIN_PROFILE: UserProfile = { firstName: 'Review Center', lastName: 'Administrator' };

/**
 * The accounts made at start (decision 0021). Demo mode: the demo reviewee and the administrator
 * with their documented passwords (a configured ADMIN_PASSWORD still wins). Production mode: the
 * administrator's password is ADMIN_PASSWORD or, when the account is new, generated and returned
 * once to be printed; an account left from a demo start that still opens with a documented
 * password gets a new one, so no documented password works outside demo mode.
 */
async function seedAccounts(db: Db, options: SeedOptions & { scrypt: ScryptParams }): Promise<SeededAccounts> {
  const { scrypt } = options;
  const email = options.admin?.email || DEFAULT_ADMIN_EMAIL;
  const configured = options.admin?.password || undefined;
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();

  if (options.demo) {
    await insertUser(db, scrypt, { ...DEMO_REVIEWEE, profile: demoProfile });
    for (const member of DEMO_STAFF) {
      await insertUser(db, scrypt, {
        ...member,
        profile: { firstName: 'Demo', lastName: member.role.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()) },
      });
    }
    const password = configured ?? DEMO_ADMIN.password;
    if (!existing)
      await insertUser(db, scrypt, { id: DEMO_ADMIN.id, email, password, role: 'admin', profile: ADMIN_PROFILE });
    else {
      await db.updateTable('users').set({ role: 'admin' }).where('id', '=', existing.id).execute();
      if (configured && !(await verifyPassword(configured, existing.password_hash))) {
        await setPassword(db, scrypt, existing.id, configured);
      }
    }
    // An administrator a production start made keeps its password: the documented one is not printed.
    const documented = !existing || (await verifyPassword(DEMO_ADMIN.password, existing.password_hash));
    return {
      admin: configured
        ? { email, source: 'configured' }
        : documented
          ? { email, password, source: 'demo' }
          : { email, source: 'existing' },
      demo: { email: DEMO_REVIEWEE.email, password: DEMO_REVIEWEE.password },
      staff: DEMO_STAFF.map(({ role, email: address, password: documented }) => ({
        role,
        email: address,
        password: documented,
      })),
    };
  }

  // Accounts a demo start left behind: none may still open with its documented password.
  const leftovers = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('id', 'in', [DEMO_ADMIN.id, DEMO_REVIEWEE.id, ...DEMO_STAFF.map((member) => member.id)])
    .execute();
  const documentedPasswords = new Map<string, string>([
    [DEMO_ADMIN.id, DEMO_ADMIN.password],
    [DEMO_REVIEWEE.id, DEMO_REVIEWEE.password],
    ...DEMO_STAFF.map((member): [string, string] => [member.id, member.password]),
  ]);
  let generated: string | undefined;
  for (const account of leftovers) {
    const documented = documentedPasswords.get(account.id)!;
    if (!(await verifyPassword(documented, account.password_hash))) continue;
    if (account.email === email) {
      generated = configured ? undefined : generatePassword();
      await setPassword(db, scrypt, account.id, configured ?? generated!);
    } else {
      // Nobody learns this one: the account stays, closed until a password reset.
      await setPassword(db, scrypt, account.id, randomBytes(32).toString('base64url'));
    }
  }

  if (!existing) {
    generated = configured ? undefined : generatePassword();
    await insertUser(db, scrypt, {
      id: DEMO_ADMIN.id,
      email,
      password: configured ?? generated!,
      role: 'admin',
      profile: ADMIN_PROFILE,
    });
    // The id is taken when a demo start made the administrator under another address.
    const made = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!made) {
      await insertUser(db, scrypt, {
        id: randomId(),
        email,
        password: configured ?? generated!,
        role: 'admin',
        profile: ADMIN_PROFILE,
      });
    }
  } else {
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', existing.id).execute();
    if (configured && !(await verifyPassword(configured, existing.password_hash))) {
      await setPassword(db, scrypt, existing.id, configured);
    }
  }
  if (generated) return { admin: { email, password: generated, source: 'generated' } };
  return { admin: { email, source: configured ? 'configured' : 'existing' } };
}

/** What start prints about the accounts: a password only in demo mode or the once it is generated. */
export function accountLines(accounts: SeededAccounts): string[] {
  const { admin, demo, staff = [] } = accounts;
  return [
    ...(demo ? [`Demo mode (DEMO=1): demo reviewee ${demo.email} / ${demo.password}`] : []),
    ...staff.map((member) => `Staff (${member.role}, demo password): ${member.email} / ${member.password}`),
    admin.source === 'demo'
      ? `Administrator: ${admin.email} / ${admin.password} (demo password; set ADMIN_PASSWORD, or start without DEMO=1)`
      : admin.source === 'generated'
        ? `Administrator: ${admin.email} / ${admin.password} (generated now and shown only this once: sign in and keep it)`
        : admin.source === 'configured'
          ? `Administrator: ${admin.email} (password from ADMIN_PASSWORD)`
          : `Administrator: ${admin.email}`,
  ];
}
