import { emptyCenterSettings, type CenterSettings } from '@review-center/domain';
import type { CenterDetails } from '../platform/config/center.ts';

/**
 * Demo content so the site is alive on first start (docs/architecture.md#demo-data). Text is ours,
 * written to look like a real review center's; figures are the spec's.
 */

/**
 * Offerings with their prices (product §1, §9): `price` for courses other than BEED, `beed_price`
 * for BEED. The first five are product §9's five offerings priced by course, with no cash discount
 * and, for the hybrid and hyflex reviews, the fixed downpayments 3,500 and 3,000: data staff edit in
 * the console, read by the domain's one pricing rule (decision 0045).
 */
export interface SeedOffering {
  id: string;
  title: string;
  content: string;
  price: number;
  beed_price?: number;
  downpayment: number;
  installment_terms: number;
  multiple_schedule: boolean;
  terms: string;
  published?: boolean;
  enrollmentWindowDays?: [number, number];
  /** Enrolled at /enroll (decision 0072). */
  is_package?: boolean;
  /** The package whose /enroll shows only the hybrid-season notice. */
  hybrid_season?: boolean;
}

export const OFFERINGS = [
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
    beed_price: 9_000,
    downpayment: 3_500,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '6 months',
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
    beed_price: 8_000,
    downpayment: 3_000,
    installment_terms: 2,
    multiple_schedule: true,
    terms: '6 months',
  },
  {
    id: 'override-offering-1',
    title: 'LET Refresher Course',
    content: ['Eight weekends of refresher lectures', 'Focused drills on weak areas', 'Two mock exams'].join('\n'),
    price: 7_000,
    beed_price: 5_500,
    downpayment: 2_000,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '3 months',
  },
  {
    id: 'override-offering-2',
    title: 'LET Intensive Review',
    content: ['Daily online lectures for six weeks', 'Specialization coaching', 'Weekly mock exams'].join('\n'),
    price: 9_000,
    beed_price: 7_500,
    downpayment: 3_000,
    installment_terms: 3,
    multiple_schedule: false,
    terms: '6 months',
  },
  {
    id: 'override-offering-3',
    title: 'LET Final Coaching',
    content: ['Two-day final coaching before the exam', 'Test-taking strategies', 'Last-minute mock exam'].join('\n'),
    price: 7_500,
    beed_price: 6_000,
    downpayment: 0,
    installment_terms: 0,
    multiple_schedule: false,
    terms: '1 month',
  },
  // Two unlisted offerings whose enrollment window is not open, so the site's 'not yet
  // started' and 'already ended' messages (product §2) can be seen and tested. Days are from "now".
  {
    id: 'upcoming-review',
    title: 'LET Review (next season)',
    content: ['Enrollment opens soon'].join('\n'),
    price: 10_500,
    downpayment: 3_500,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '6 months',
    published: false,
    enrollmentWindowDays: [30, 60],
  },
  {
    id: 'closed-review',
    title: 'LET Review (last season)',
    content: ['Enrollment has closed'].join('\n'),
    price: 10_500,
    downpayment: 3_500,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '6 months',
    published: false,
    enrollmentWindowDays: [-60, -30],
  },
] as SeedOffering[];

/**
 * Demo mode's packages (product §2 "Package enrollment", decision 0072): a package enrolled at
 * /enroll, and the hybrid season, a package whose /enroll shows only the notice. Staff mark
 * either in the console; a deployment starts with neither.
 */
export const PACKAGE_OFFERINGS: SeedOffering[] = [
  {
    id: 'let-complete-package-2024',
    title: 'LET Complete Package',
    content: [
      'The hybrid online review and the final coaching together',
      'Hybrid courseware and every mock exam',
      'One enrollment, one payment plan',
    ].join('\n'),
    price: 12_500,
    beed_price: 11_000,
    downpayment: 4_000,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '6 months',
    is_package: true,
  },
  {
    id: 'hybrid-season-2024',
    title: 'LET Hybrid Season',
    content: ['Schedules and enrollment announced on our social page'].join('\n'),
    // Prices of its own: no other card's figure shows twice on /offerings.
    price: 11_500,
    beed_price: 10_000,
    downpayment: 3_500,
    installment_terms: 2,
    multiple_schedule: false,
    terms: '6 months',
    is_package: true,
    hybrid_season: true,
  },
];

export const ANNOUNCEMENTS = [
  {
    slug: 'march-2024-let-schedule',
    title: 'March 2024 LET schedule and reminders',
    date: '2024-01-15T08:00:00+08:00',
    content:
      '<p>The Professional Regulation Commission has set the <strong>Licensure Examination for Teachers</strong> for <strong>17 March 2024</strong>.</p><ul><li>Bring two valid IDs and your notice of admission.</li><li>Arrive at your testing centre by 6:30 a.m.</li></ul>',
  },
  {
    slug: 'hybrid-online-review-enrollment-open',
    title: 'Enrollment for the Hybrid Online Review is open',
    date: '2024-01-08T08:00:00+08:00',
    content:
      '<p>Enroll now in our <em>Hybrid Online Review</em>: live lectures, recorded sessions valid for six months and timed mock exams.</p><p>Pay within 3 business days of signing up to keep your slot.</p>',
  },
  {
    slug: 'free-mock-exam-general-education',
    title: 'Free mock exam: General Education',
    date: '2023-12-20T08:00:00+08:00',
    content:
      '<p>Test yourself with our free <strong>General Education</strong> mock exam. Results are sent by e-mail.</p>',
  },
  {
    slug: 'congratulations-september-2023-passers',
    title: 'Congratulations, September 2023 LET passers!',
    date: '2023-11-24T08:00:00+08:00',
    content:
      '<p>We are proud of our reviewees who passed the September 2023 LET. <strong>Mabuhay ang mga guro!</strong></p>',
  },
  {
    slug: 'hyflex-branches-schedule',
    title: 'Hyflex face-to-face classes in five branches',
    date: '2023-11-02T08:00:00+08:00',
    content:
      '<p>Face-to-face classes run in Manila, Cebu, Borongan, Malolos and Iloilo, every Saturday or every Sunday.</p>',
  },
];

export const LECTURERS = [
  {
    first_name: 'Rosalinda',
    nickname: 'Ma’am Rose',
    last_name: 'Villanueva',
    profession: 'Professional Education specialist',
    credentials: ['Ed.D., Educational Management', 'LET topnotcher, 2004', '15 years of review lecturing'],
  },
  {
    first_name: 'Eduardo',
    nickname: 'Sir Ed',
    last_name: 'Bautista',
    profession: 'Mathematics lecturer',
    credentials: ['M.A.T. Mathematics', 'Master Teacher II, DepEd'],
  },
  {
    first_name: 'Liza',
    nickname: 'Ma’am Liza',
    last_name: 'Mendoza',
    profession: 'English and Literature lecturer',
    credentials: ['M.A. English Language Teaching', 'Author of LET reviewers'],
  },
  {
    first_name: 'Ramon',
    nickname: 'Sir Mon',
    last_name: 'Aquino',
    profession: 'Social Science lecturer',
    credentials: ['M.A. History', 'College instructor, 10 years'],
  },
  {
    first_name: 'Teresita',
    nickname: 'Ma’am Tess',
    last_name: 'Garcia',
    profession: 'Filipino lecturer',
    credentials: ['M.A. Filipino', 'LET passer, rank 7'],
  },
  {
    first_name: 'Noel',
    nickname: 'Sir Noel',
    last_name: 'Ramos',
    profession: 'Biological Science lecturer',
    credentials: ['M.S. Biology', 'Science Olympiad coach'],
  },
];

export const CATEGORIES = [
  { id: 'general-education', title: 'General Education' },
  { id: 'professional-education', title: 'Professional Education' },
  { id: 'specialization', title: 'Specialization' },
];

type SeedQuestion = {
  id: string;
  data: string;
  options: [string, string, string, string];
  correct: 'A' | 'B' | 'C' | 'D';
  group?: string;
};

export const GENERAL_EDUCATION_QUESTIONS: SeedQuestion[] = [
  {
    id: 'gened-01',
    data: 'Which of the following is a synonym of <em>ubiquitous</em>?',
    options: ['Rare', 'Everywhere', 'Ancient', 'Fragile'],
    correct: 'B',
  },
  { id: 'gened-02', data: 'What is 15% of 240?', options: ['24', '30', '36', '40'], correct: 'C' },
  {
    id: 'gened-03',
    data: 'Who wrote <em>Noli Me Tangere</em>?',
    options: ['Andres Bonifacio', 'Jose Rizal', 'Marcelo H. del Pilar', 'Graciano Lopez Jaena'],
    correct: 'B',
  },
  {
    id: 'gened-04',
    data: 'Which gas do plants take in for photosynthesis?',
    options: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
    correct: 'C',
  },
  {
    id: 'gened-05',
    data: 'Ano ang kasingkahulugan ng salitang <em>maalinsangan</em>?',
    options: ['Maginaw', 'Mainit', 'Maulan', 'Mahangin'],
    correct: 'B',
  },
  { id: 'gened-06', data: 'If 3x + 5 = 20, what is x?', options: ['3', '5', '7', '15'], correct: 'B' },
  {
    id: 'gened-07',
    data: 'Which article of the 1987 Philippine Constitution contains the Bill of Rights?',
    options: ['Article II', 'Article III', 'Article IV', 'Article VI'],
    correct: 'B',
  },
  {
    id: 'gened-08',
    data: 'Choose the correctly punctuated sentence.',
    options: ['Its a fine day.', "It's a fine day.", "Its' a fine day.", 'It,s a fine day.'],
    correct: 'B',
  },
  {
    id: 'gened-09',
    group:
      '<p>Read the passage. <em>“The teacher who is indeed wise does not bid you to enter the house of his wisdom but rather leads you to the threshold of your mind.”</em> — Kahlil Gibran</p>',
    data: 'According to the passage, a wise teacher…',
    options: [
      'gives students all the answers',
      'guides students to think for themselves',
      'keeps wisdom to himself',
      'tests students often',
    ],
    correct: 'B',
  },
  {
    id: 'gened-10',
    data: 'What is the next number: 2, 6, 12, 20, 30, …?',
    options: ['36', '40', '42', '44'],
    correct: 'C',
  },
];

export const PROFESSIONAL_EDUCATION_QUESTIONS: SeedQuestion[] = [
  {
    id: 'profed-01',
    data: 'Which theorist proposed the zone of proximal development?',
    options: ['Jean Piaget', 'Lev Vygotsky', 'B. F. Skinner', 'Erik Erikson'],
    correct: 'B',
  },
  {
    id: 'profed-02',
    data: 'In Bloom’s revised taxonomy, which is the highest level of the cognitive domain?',
    options: ['Evaluating', 'Analyzing', 'Creating', 'Applying'],
    correct: 'C',
  },
  {
    id: 'profed-03',
    data: 'Which law is the Enhanced Basic Education Act of 2013?',
    options: ['RA 7836', 'RA 9155', 'RA 10533', 'RA 4670'],
    correct: 'C',
  },
  {
    id: 'profed-04',
    data: 'A teacher gives a short quiz to find out what pupils already know before a lesson. This is…',
    options: ['summative assessment', 'diagnostic assessment', 'placement by age', 'norm-referenced grading'],
    correct: 'B',
  },
  {
    id: 'profed-05',
    data: 'According to Piaget, a child who can reason logically about concrete objects but not abstractions is in the…',
    options: ['sensorimotor stage', 'preoperational stage', 'concrete operational stage', 'formal operational stage'],
    correct: 'C',
  },
  {
    id: 'profed-06',
    data: 'Which law is the Magna Carta for Public School Teachers?',
    options: ['RA 4670', 'RA 7836', 'RA 9293', 'RA 10627'],
    correct: 'A',
  },
  {
    id: 'profed-07',
    data: 'Giving a reward right after a desired behaviour applies…',
    options: ['negative punishment', 'positive reinforcement', 'extinction', 'modeling'],
    correct: 'B',
  },
  {
    id: 'profed-08',
    data: 'A test that measures what it intends to measure is…',
    options: ['reliable', 'valid', 'objective', 'usable'],
    correct: 'B',
  },
  {
    id: 'profed-09',
    data: 'Which teaching approach puts learners at the centre and lets them build knowledge from experience?',
    options: ['Constructivism', 'Essentialism', 'Perennialism', 'Behaviourism'],
    correct: 'A',
  },
  {
    id: 'profed-10',
    data: 'Under the Code of Ethics for Professional Teachers, a teacher should NOT…',
    options: [
      'keep learners’ records confidential',
      'accept gifts that would influence grades',
      'join professional organizations',
      'pursue further studies',
    ],
    correct: 'B',
  },
];

export const COURSEWARE_HTML =
  '<h2>Hybrid courseware</h2><p>Welcome! Work through each module before its live session.</p><ol><li><strong>Module 1 — Child and Adolescent Development</strong>: theories of Piaget, Vygotsky and Erikson.</li><li><strong>Module 2 — Facilitating Learning</strong>: motivation, reinforcement and learner-centred teaching.</li><li><strong>Module 3 — Assessment of Learning</strong>: validity, reliability and rubrics.</li><li><strong>Module 4 — General Education</strong>: English, Filipino, Mathematics, Science and Social Science drills.</li></ol>';

/**
 * The center's details in demo mode only (decision 0021): samples, and every e-mail that shows
 * them says so. The contact values are the reference deployment's, as the site shows them
 * (apps/site/src/app/contact.ts); the accounts are made up.
 */
export const DEMO_CENTER: CenterDetails = {
  name: 'Review Center',
  supportEmail: 'support@review-center.ph',
  supportPhone: '(02) 8123 4567',
  itSupportEmail: 'itsupport@review-center.ph',
  address: '2/F Sample Building, 123 Sample Street, Sampaloc, Manila',
  paymentAccounts: [
    { channel: 'BPI', accountName: 'Review Center', accountNumber: '0000-1111-22' },
    { channel: 'BDO', accountName: 'Review Center', accountNumber: '0000-3333-44' },
    { channel: 'Metrobank', accountName: 'Review Center', accountNumber: '000-5-55566-6' },
    { channel: 'GCash', accountName: 'Review Center', accountNumber: '0917 000 0000' },
  ],
  sample: true,
};

/**
 * The center's details a demo start seeds into the settings (decision 0046): the samples of
 * `DEMO_CENTER`, and about text, partners and links that say they are samples. An administrator
 * replaces them in the staff console (Settings); production seeds none of them.
 */
export const DEMO_CENTER_SETTINGS: CenterSettings = {
  name: DEMO_CENTER.name,
  profile:
    'Sample profile (demo mode): Review Center prepares Filipino teachers for the Licensure Examination for Teachers (LET), in hybrid online and face-to-face classes with courseware and timed mock exams. An administrator replaces this text in the staff console.',
  mission:
    'Sample mission (demo mode): to give every aspiring teacher an affordable, complete and caring review so that they pass the LET.',
  vision: 'Sample vision (demo mode): a licensed, competent and confident teacher in every Filipino classroom.',
  coreValues: 'Sample core values (demo mode): excellence in teaching, integrity, and service to our reviewees.',
  partners: [
    { name: 'Sample Partner University (demo)', logo: '' },
    { name: 'Sample Teacher Education Institute (demo)', logo: '' },
    { name: 'Sample Book Publisher (demo)', logo: '' },
  ],
  supportEmail: DEMO_CENTER.supportEmail ?? '',
  supportPhone: DEMO_CENTER.supportPhone ?? '',
  textNumber: '0917 123 4567',
  itSupportEmail: DEMO_CENTER.itSupportEmail ?? '',
  address: DEMO_CENTER.address ?? '',
  socialUrl: 'https://www.facebook.com/',
  appStoreUrl: 'https://apps.apple.com/',
  googlePlayUrl: 'https://play.google.com/store',
  // Product §2 Home: "two offers, each with an Enroll Now button linking to
  // /offerings/{offeringId}/enroll for two fixed offering ids" (decision 0057).
  bannerOfferings: ['hybrid-online-march-2024', 'hyflex-face-to-face-2024'],
  oneDevicePerAccount: true,
  // No registration: the demo's receipts are Acknowledgement Receipts until one is entered (decision 0074).
  taxRegistration: emptyCenterSettings().taxRegistration,
  // The year's proclaimed days off, reference data rather than a sample (decision 0078).
  holidays: emptyCenterSettings().holidays,
  paymentAccounts: {
    BPI: { accountName: 'Review Center (sample)', accountNumber: '0000-1111-22' },
    BDO: { accountName: 'Review Center (sample)', accountNumber: '0000-3333-44' },
    Metrobank: { accountName: 'Review Center (sample)', accountNumber: '000-5-55566-6' },
    GCash: { accountName: 'Review Center (sample)', accountNumber: '0917 000 0000' },
  },
  sample: true,
};
