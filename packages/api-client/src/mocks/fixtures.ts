import type {
  Announcement,
  Device,
  Category,
  Coupon,
  Discussion,
  Courseware,
  CurrentUser,
  Enrollment,
  ExamTemplate,
  Lecturer,
  Offering,
  Opinion,
  Payment,
  Progress,
  Question,
  Receipt,
  Subscription,
  UploadResult,
  User,
  UserExam,
  CenterSettings,
} from '@review-center/domain';
import { API_BASE_PATH, emptyCenterSettings } from '@review-center/domain';

/*
 * Realistic fixtures for Storybook, component tests and the client's own tests. Names are
 * Filipino, prices pesos (product §1), questions LET-style. Dates are fixed so screenshots are stable.
 */

/** The two offerings the spec advertises (product §1), as realistic fixtures. */
export const offeringFixtures: Offering[] = [
  {
    _id: 'off-hybrid-2024',
    title: 'LET Hybrid Online Review (March 2024)',
    content: 'Live online lectures\nRecorded sessions for six months\nMock exams with results by e-mail',
    price: 10_500,
    cashDiscountByPercent: 0,
    downpayment: 3_500,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'],
    multipleSchedule: false,
    branches: [],
    schedules: [],
    published: true,
  },
  {
    _id: 'off-hyflex-2024',
    title: 'LET Hyflex Face-to-Face Review',
    content: 'Face-to-face lectures every weekend\nHybrid courseware\nMock exams',
    price: 9_500,
    cashDiscountByPercent: 0,
    downpayment: 3_000,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'],
    multipleSchedule: true,
    branches: [],
    schedules: [],
    published: true,
  },
];

export const uploadFixtures: UploadResult[] = [
  {
    id: 'upl-gcash-receipt',
    url: '/api/v2/uploads/upl-gcash-receipt',
    filename: 'gcash-receipt.png',
    mimetype: 'image/png',
    size: 184_220,
  },
  {
    id: 'upl-bpi-slip',
    url: '/api/v2/uploads/upl-bpi-slip',
    filename: 'bpi-deposit-slip.jpg',
    mimetype: 'image/jpeg',
    size: 402_118,
  },
  {
    id: 'upl-prc-id',
    url: '/api/v2/uploads/upl-prc-id',
    filename: 'prc-id.jpg',
    mimetype: 'image/jpeg',
    size: 256_003,
  },
];

export const userFixture: User = {
  _id: 'usr-maria',
  email: 'maria.delacruz@example.ph',
  firstName: 'Maria Clara',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  fullName: 'Maria Clara Santos Dela Cruz',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1998-06-12',
  birthPlace: 'Tacloban City, Leyte',
  idName: 'PhilSys National ID',
  idAttachment: uploadFixtures[2],
  street: '123 Rizal Street, Barangay San Jose',
  city: 'Quezon City',
  province: 'Metro Manila',
  zipCode: '1100',
  address: '123 Rizal Street, Barangay San Jose, Quezon City, Metro Manila 1100',
  course: 'BSED',
  specialization: 'Mathematics',
  firstTimer: true,
  lastTakeDate: null,
  college: 'Philippine Normal University',
  collegeAddress: 'Taft Avenue, Ermita, Manila',
  verified: true,
  role: 'user',
};

export const sessionTokenFixture = 'demo-session-token';
export const currentUserFixture: CurrentUser = { ...userFixture, token: sessionTokenFixture };

/** A mobile-app account: profile fields missing, so the signed-in enrollment asks for them (product §2). */
export const sparseUserFixture: User = {
  _id: 'usr-juan',
  email: 'juan.reyes@example.ph',
  firstName: 'Juan',
  lastName: 'Reyes',
  verified: true,
  role: 'user',
};

export const adminUserFixture: User = {
  ...userFixture,
  _id: 'usr-admin',
  email: 'registrar@reviewcenter.ph',
  firstName: 'Rosario',
  middleName: 'Lim',
  lastName: 'Bautista',
  fullName: 'Rosario Lim Bautista',
  role: 'admin',
};

const hybrid = offeringFixtures[0]!;
const hyflex = offeringFixtures[1]!;
const summary = (offering: Offering) => ({ _id: offering._id, title: offering.title, price: offering.price });

/** One enrollment in each status, and installments paid and unpaid (product §4). */
export const enrollmentFixtures = {
  processing: {
    _id: 'enr-processing',
    reference: 'RC-2024-000123',
    status: 'Processing',
    createdDate: '2024-01-08T09:15:00.000Z',
    offering: summary(hybrid),
    user: userFixture._id,
    price: 10_500,
    coupon: null,
    paymentType: 'Full',
    attachments: [],
    branch: 'Manila',
    schedule: null,
    installments: [],
  },
  paymentReview: {
    _id: 'enr-review',
    reference: 'RC-2024-000124',
    status: 'Payment Review',
    createdDate: '2024-01-05T02:30:00.000Z',
    offering: summary(hyflex),
    user: userFixture._id,
    price: 9_500,
    coupon: null,
    paymentType: 'Full',
    paymentOption: 'GCash',
    receiptId: '9012345678901',
    paymentDate: '2024-01-06',
    attachments: [uploadFixtures[0]!],
    branch: 'Cebu',
    schedule: 'Every Saturday',
    installments: [],
  },
  activeInstallment: {
    _id: 'enr-installment',
    reference: 'RC-2023-000987',
    status: 'Active',
    createdDate: '2023-11-20T05:00:00.000Z',
    offering: summary(hybrid),
    user: userFixture._id,
    price: 10_500,
    coupon: 'LETPASSER500',
    paymentType: 'Installment',
    paymentOption: 'BPI',
    receiptId: 'BPI-7781-2231',
    paymentDate: '2023-11-21',
    attachments: [uploadFixtures[1]!],
    branch: 'Iloilo',
    schedule: 'Every Sunday',
    installments: [
      { amount: 3_500, dueDate: '2023-11-23', paid: true },
      { amount: 3_500, dueDate: '2023-12-23', paid: true },
      { amount: 3_500, dueDate: '2024-01-23', paid: false },
    ],
  },
  activePaid: {
    _id: 'enr-paid',
    reference: 'RC-2023-000555',
    status: 'Active',
    createdDate: '2023-08-01T01:00:00.000Z',
    offering: summary(hyflex),
    user: userFixture._id,
    price: 9_500,
    coupon: null,
    paymentType: 'Full',
    paymentOption: 'Metrobank',
    receiptId: 'MBTC-000912',
    paymentDate: '2023-08-02',
    attachments: [uploadFixtures[1]!],
    branch: 'Malolos',
    schedule: 'Every Saturday',
    installments: [],
  },
} satisfies Record<string, Enrollment>;

/** A valid Acknowledgement Receipt of an approved payment (decision 0074), its link the mock API's. */
export const mockReceipt = (id: string, number: string, amount: number, issuedDate: string): Receipt => ({
  _id: id,
  number,
  title: 'Acknowledgement Receipt',
  amount,
  issuedDate,
  voided: false,
  voidedDate: null,
  voidReason: null,
  replaces: null,
  url: `${API_BASE_PATH}/receipts/${id}/pdf?key=mock-key`,
});

export const paymentFixtures: Payment[] = [
  {
    _id: 'pay-review',
    reference: 'RC-2024-000124',
    createdDate: '2024-01-06T03:00:00.000Z',
    tag: 'Enrollment',
    price: 9_500,
    paymentType: 'Full',
    status: 'Payment Review',
    paymentOption: 'GCash',
    receiptId: '9012345678901',
    paymentDate: '2024-01-06',
    attachments: [uploadFixtures[0]!],
    enrollment: 'enr-review',
  },
  {
    _id: 'pay-installment-2',
    reference: 'RC-2023-000987',
    createdDate: '2023-12-22T08:00:00.000Z',
    tag: 'Enrollment',
    price: 3_500,
    paymentType: 'Installment',
    status: 'Approved',
    paymentOption: 'BPI',
    receiptId: 'BPI-8890-1120',
    paymentDate: '2023-12-22',
    attachments: [uploadFixtures[1]!],
    enrollment: 'enr-installment',
    receipts: [mockReceipt('rcp-2', 'AR-000002', 3_500, '2023-12-22T09:00:00.000Z')],
  },
  {
    _id: 'pay-downpayment',
    reference: 'RC-2023-000987',
    createdDate: '2023-11-21T08:00:00.000Z',
    tag: 'Enrollment',
    price: 3_500,
    paymentType: 'Downpayment',
    status: 'Approved',
    paymentOption: 'BPI',
    receiptId: 'BPI-7781-2231',
    paymentDate: '2023-11-21',
    attachments: [uploadFixtures[1]!],
    receipts: [mockReceipt('rcp-1', 'AR-000001', 3_500, '2023-11-21T09:00:00.000Z')],
    enrollment: 'enr-installment',
  },
];

export const announcementFixtures: Announcement[] = [
  {
    _id: 'ann-5',
    slug: 'march-2024-let-results',
    title: 'March 2024 LET Results: Congratulations, New Teachers!',
    date: '2024-05-10T00:00:00.000Z',
    createdDate: '2024-05-10T01:00:00.000Z',
    content: '<p>Congratulations to our <strong>1,248</strong> reviewees who passed the March 2024 LET!</p>',
  },
  {
    _id: 'ann-4',
    slug: 'hybrid-review-enrollment-open',
    title: 'Enrollment for the Hybrid Online Review Is Open',
    date: '2024-01-02T00:00:00.000Z',
    createdDate: '2024-01-02T01:00:00.000Z',
    content: '<p>Enroll now and pay in installments. Slots are first come, first served.</p>',
  },
  {
    _id: 'ann-3',
    slug: 'free-mock-exam-december',
    title: 'Free LET Mock Exam This December',
    date: '2023-12-01T00:00:00.000Z',
    createdDate: '2023-12-01T01:00:00.000Z',
    content: '<p>Take our free 100-item General Education mock exam online.</p>',
  },
  {
    _id: 'ann-2',
    slug: 'cebu-branch-opening',
    title: 'Our Cebu Branch Is Now Open',
    date: '2023-10-15T00:00:00.000Z',
    createdDate: '2023-10-15T01:00:00.000Z',
    content: '<p>Face-to-face reviews every Saturday and Sunday at our new Cebu branch.</p>',
  },
  {
    _id: 'ann-1',
    slug: 'september-2023-let-topnotchers',
    title: 'Meet Our September 2023 LET Topnotchers',
    date: '2023-09-20T00:00:00.000Z',
    createdDate: '2023-09-20T01:00:00.000Z',
    content: '<p>Three of our reviewees made it to the top ten. Mabuhay!</p>',
  },
];

export const lecturerFixtures: Lecturer[] = [
  [
    'lec-1',
    'Jose',
    'Pepe',
    'Mercado',
    'Professor of Mathematics Education',
    ['PhD Mathematics Education, UP Diliman', 'LET 2005 Top 3'],
  ],
  [
    'lec-2',
    'Andrea',
    'Andi',
    'Villanueva',
    'Master Teacher II, DepEd',
    ['MA English Language Teaching', '15 years of LET review'],
  ],
  [
    'lec-3',
    'Ramon',
    'Mon',
    'Aquino',
    'Guidance Counselor and Psychometrician',
    ['Registered Guidance Counselor', 'MA Educational Psychology'],
  ],
  [
    'lec-4',
    'Luzviminda',
    'Luz',
    'Garcia',
    'Filipino Language Specialist',
    ['PhD Filipino, PNU', 'Author, Gabay sa Pagtuturo ng Filipino'],
  ],
  ['lec-5', 'Emilio', 'Jun', 'Navarro', 'Science Education Lecturer', ['MS Biology, UST', 'LET 2012 Top 7']],
  [
    'lec-6',
    'Corazon',
    'Cora',
    'Ramos',
    'Social Studies Coordinator',
    ['MA History, Ateneo de Manila', 'Former DepEd Division Supervisor'],
  ],
].map(([_id, firstName, nickname, lastName, profession, credentials]) => ({
  _id: _id as string,
  photo: `/images/lecturers/${_id as string}.jpg`,
  firstName: firstName as string,
  nickname: nickname as string,
  lastName: lastName as string,
  profession: profession as string,
  credentials: credentials as string[],
}));

export const categoryFixtures: Category[] = [
  { _id: 'cat-gened', title: 'General Education' },
  { _id: 'cat-profed', title: 'Professional Education' },
  { _id: 'cat-major', title: 'Major: Mathematics' },
];

export const couponFixtures: Coupon[] = [
  {
    _id: 'cpn-500',
    code: 'LETPASSER500',
    title: '₱500 off for returning reviewees',
    discountPrice: 500,
    offering: 'off-hybrid-2024',
    status: 'On-Going',
  },
  {
    _id: 'cpn-10',
    code: 'GURO10',
    title: '10% off for teachers’ groups',
    discountPercent: 10,
    offering: 'off-hybrid-2024',
    status: 'On-Going',
  },
];

export const coursewareFixture: Courseware = {
  content:
    '<h2>Week 1: Principles of Teaching</h2><ul><li>Module 1: Learner-centered teaching (PDF)</li><li>Recorded lecture: Bloom’s Taxonomy revisited</li></ul>',
};

export const progressFixture: Progress = {
  overall: [{ title: 'Overall', scores: [62, 71, 78] }],
  summary: [
    { title: 'General Education', scores: [65, 72, 80] },
    { title: 'Professional Education', scores: [58, 70, 76] },
  ],
  series: [
    { name: 'General Education', data: [65, 72, 80] },
    { name: 'Professional Education', data: [58, 70, 76] },
  ],
};

export const subscriptionFixtures: Subscription[] = [
  {
    _id: 'sub-1',
    offering: { _id: 'off-hybrid-2024', title: 'LET Hybrid Online Review (March 2024)' },
    startDate: '2023-11-21',
    endDate: '2024-05-21',
  },
];

/** A thread in the subscribed offering with one reply from another reviewee (decision 0038). */
export const discussionFixtures: Discussion[] = [
  {
    _id: 'dsc-1',
    offering: 'off-hybrid-2024',
    user: 'usr-juan',
    title: 'How do you review for Professional Education?',
    content: 'I keep mixing up the theories of learning. Any tips?',
    createdDate: '2023-12-01T02:00:00.000Z',
  },
];

export const opinionFixtures: Opinion[] = [
  {
    _id: 'opn-1',
    discussion: 'dsc-1',
    user: 'usr-maria',
    content: 'Make a table: theorist, theory, one classroom example. It helped me.',
    createdDate: '2023-12-01T05:00:00.000Z',
  },
];

/** A question with its four options, labelled A to D in order. */
const question = (_id: string, data: string, options: [string, string, string, string], group?: string): Question => ({
  _id,
  ...(group ? { questionGroup: { content: group } } : {}),
  question: { data },
  options: options.map((text, index) => ({ label: 'ABCD'[index]!, data: text })),
});

/** LET-style questions (product §3: question.data HTML, optional questionGroup.content, options {label, data}). */
export const questionFixtures: Question[] = [
  question('q-1', '<p>Which of the following best describes <em>constructivism</em> in teaching?</p>', [
    'Learners passively receive knowledge from the teacher.',
    'Learners build new understanding on what they already know.',
    'Learning is shaped only by rewards and punishments.',
    'Knowledge is fixed and must be memorized.',
  ]),
  question(
    'q-2',
    '<p>The proverb above mainly teaches the value of:</p>',
    ['Gratitude and remembering one’s roots', 'Hard work', 'Thrift', 'Obedience to elders'],
    '<p>Read the passage: <q>Ang hindi marunong lumingon sa pinanggalingan ay hindi makararating sa paroroonan.</q></p>',
  ),
  question('q-3', '<p>What is the value of <strong>x</strong> if 3x + 7 = 22?</p>', ['3', '4', '5', '6']),
  question('q-4', '<p>Under RA 7836, who regulates the licensure of professional teachers?</p>', [
    'Department of Education',
    'Commission on Higher Education',
    'Board for Professional Teachers under the PRC',
    'Civil Service Commission',
  ]),
];

/** A practice item as the mock API keeps it (decision 0081): a question with its key, rationale and subject. */
export interface PracticeItemFixture {
  question: Question;
  key: string;
  rationale: string | null;
  subject: { _id: string; title: string };
}

/** The fixture questions as practice items, in two subjects of each part of the LET (decision 0081). */
export const practiceItemFixtures: PracticeItemFixture[] = [
  {
    question: questionFixtures[0]!,
    key: 'B',
    rationale: '<p>Constructivism holds that learners <strong>build</strong> knowledge on what they know.</p>',
    subject: {
      _id: 'professional-the-child-and-adolescent-learners-and-learning-principles',
      title: 'The Child and Adolescent Learners and Learning Principles',
    },
  },
  {
    question: questionFixtures[1]!,
    key: 'A',
    rationale: null,
    subject: { _id: 'general-filipino', title: 'Filipino' },
  },
  {
    question: questionFixtures[2]!,
    key: 'C',
    rationale: '<p>3x = 22 − 7 = 15, so x = 5.</p>',
    subject: { _id: 'general-mathematics', title: 'Mathematics' },
  },
  {
    question: questionFixtures[3]!,
    key: 'C',
    rationale: '<p>RA 7836 created the Board for Professional Teachers under the PRC.</p>',
    subject: { _id: 'professional-the-teaching-profession', title: 'The Teaching Profession' },
  },
];

/** The exam template, available from 8:00 to 12:00 on exam day (Manila time). */
export const examTemplateFixture: ExamTemplate = {
  _id: 'exm-gened-1',
  name: 'General Education Mock Exam 1',
  slug: 'gen-ed-mock-1',
  availableFrom: '2024-02-10T00:00:00.000Z',
  availableUntil: '2024-02-10T04:00:00.000Z',
  duration: 240,
  instructions: '<p>Answer every item. Your answers are saved as you go. Results are sent by e-mail.</p>',
};

/** An attempt at the exam template, over every fixture question. */
const attempt = (answers: UserExam['answers'], completed: boolean, flags: UserExam['flags'] = []) => ({
  _id: 'uex-1',
  exam: { ...examTemplateFixture, questions: questionFixtures.map((q) => q._id) },
  answers,
  flags,
  completed,
  createdDate: '2024-02-10T00:05:00.000Z',
});

export const userExamFixtures = {
  /** Question 1 answered, question 2 flagged for review (decision 0077). */
  inProgress: attempt([{ question: 'q-1', answer: 'B' }], false, [
    { question: 'q-2', flagged: true, flaggedAt: '2024-02-10T00:06:00.000Z' },
  ]),
  completed: {
    ...attempt(
      [
        { question: 'q-1', answer: 'B' },
        { question: 'q-2', answer: 'A' },
        { question: 'q-3', answer: 'C' },
        { question: 'q-4', answer: 'C' },
      ],
      true,
    ),
    completedDate: '2024-02-10T01:40:00.000Z',
    score: 4,
  },
} satisfies Record<string, UserExam>;

/** The center's details as a filled-in deployment shows them (decision 0046): mock values only. */
export const centerFixture: CenterSettings = {
  name: 'Review Center',
  profile: 'Review Center prepares Filipino teachers for the Licensure Examination for Teachers.',
  mission: 'To give every aspiring teacher a complete and caring review.',
  vision: 'A licensed, confident teacher in every Filipino classroom.',
  coreValues: 'Excellence, integrity and service.',
  partners: [
    { name: 'Mock Normal University', logo: '' },
    { name: 'Mock Publishing House', logo: '' },
  ],
  supportEmail: 'help@mock-center.example',
  supportPhone: '(02) 8000 0000',
  textNumber: '0900 000 0000',
  itSupportEmail: 'it@mock-center.example',
  address: '1 Mock Street, Manila',
  socialUrl: 'https://social.example/mock-center',
  appStoreUrl: 'https://apps.example/ios',
  googlePlayUrl: 'https://apps.example/android',
  bannerOfferings: ['off-hybrid-2024', 'off-hyflex-2024'],
  oneDevicePerAccount: true,
  taxRegistration: emptyCenterSettings().taxRegistration,
  holidays: emptyCenterSettings().holidays,
  paymentAccounts: {
    BPI: { accountName: 'Mock Center', accountNumber: '1111-2222-33' },
    BDO: { accountName: 'Mock Center', accountNumber: '4444-5555-66' },
    Metrobank: { accountName: '', accountNumber: '' },
    GCash: { accountName: 'Mock Center', accountNumber: '0900 111 2222' },
  },
  sample: false,
};

/** The account's registered device as the account area shows it (decision 0068): mock values only. */
export const deviceFixture: Device = {
  _id: 'dev-1',
  browser: 'Chrome on Android',
  firstSeenAt: '2024-01-08T01:15:00.000Z',
  lastSeenAt: '2024-02-10T01:40:00.000Z',
  releasedAt: null,
  releaseReason: null,
};
