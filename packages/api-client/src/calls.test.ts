import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract, type Contract } from './contract/index.ts';
import type { Endpoint } from './contract/endpoint.ts';
import { createApiClient } from './http.ts';
import {
  announcementFixtures,
  categoryFixtures,
  couponFixtures,
  coursewareFixture,
  currentUserFixture,
  deviceFixture,
  enrollmentFixtures,
  examTemplateFixture,
  centerFixture,
  lecturerFixtures,
  offeringFixtures,
  paymentFixtures,
  progressFixture,
  questionFixtures,
  subscriptionFixtures,
  uploadFixtures,
  userExamFixtures,
  userFixture,
} from './mocks/fixtures.ts';

const BASE = 'http://api.test/api/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const docs = <T>(items: T[]) => ({ docs: items, totalDocs: items.length });
const announcementInput = {
  title: 'Enrollment is open',
  slug: 'enrollment-is-open',
  date: '2026-12-01T00:00:00.000Z',
  status: 'published' as const,
  content: '<p>Enroll now</p>',
};
const staffAnnouncement = {
  ...announcementInput,
  _id: 'ann-1',
  createdDate: '2026-11-26T00:00:00.000Z',
  state: 'scheduled' as const,
  updatedAt: '2026-11-26T00:00:00.000Z',
};
const coursewareRow = {
  offering: { _id: 'off-1', title: 'LET Final Coaching', published: true },
  hasContent: true,
  updatedAt: '2026-11-26T00:00:00.000Z',
};
const ok = { message: 'OK' };
const { password: _unused, ...profile } = { ...userFixture, password: '' };
const registration = {
  ...profile,
  email: 'ana.santos@example.ph',
  password: 'Mabuhay2024',
  middleName: 'Reyes',
  idAttachment: uploadFixtures[2]!,
  mobile: '09181234567',
  civilStatus: 'Single' as const,
  birthdate: '1999-01-15',
  birthPlace: 'Iloilo City',
  idName: 'PhilSys National ID',
  street: '45 Mabini St.',
  city: 'Iloilo City',
  province: 'Iloilo',
  zipCode: '5000',
  course: 'BEED' as const,
  specialization: null,
  firstTimer: false,
  lastTakeDate: '2023-09-24',
  college: 'West Visayas State University',
  collegeAddress: 'La Paz, Iloilo City',
};
const paymentPayload = {
  paymentType: 'Full' as const,
  paymentOption: 'GCash' as const,
  price: 10_500,
  receiptId: '9012345678901',
  paymentDate: '2024-01-09',
  reference: 'RC-2024-000123',
  tag: 'Enrollment' as const,
  attachments: [uploadFixtures[0]!],
};
const receipt = paymentFixtures[2]!.receipts![0]!;
const review = { ...enrollmentFixtures.paymentReview, user: userFixture, payments: [paymentFixtures[0]!] };
const detail = {
  ...review,
  amountPaid: 0,
  amountRefunded: 0,
  nextDueDate: null,
  cancellationReason: null,
  rejectionReason: null,
  history: [],
};
const refund = {
  amount: 12_500,
  channel: 'GCash' as const,
  reference: 'GC-REFUND-1',
  refundDate: '2024-03-02',
  reason: 'Moved abroad',
};
const staffRow = {
  _id: 'enr-review',
  reference: 'RC-2024-000123',
  status: 'Active',
  createdDate: '2024-01-08T09:15:00.000Z',
  offering: { _id: 'off-hybrid-2024', title: 'LET Hybrid Online Review' },
  user: { _id: 'usr-maria', email: 'maria@example.ph', name: 'Maria Santos' },
  course: 'BSED',
  branch: 'Cebu',
  schedule: null,
  paymentType: 'Installment',
  price: 10_500,
  amountPaid: 3_500,
  nextDueDate: '2024-02-08',
};
const answer = {
  answer: 'B',
  answeredAt: '2024-02-10T00:07:00.000Z',
  exam: 'uex-1',
  question: 'q-1',
  user: 'usr-maria',
  updatedDate: '2024-02-10T00:07:01.000Z',
};

const discussion = {
  _id: 'dsc-1',
  offering: 'off-hybrid-2024',
  user: 'usr-maria',
  title: 'Tips sa ProfEd?',
  content: 'Paano kayo nag-review?',
  createdDate: '2024-01-10T00:00:00.000Z',
};
const opinion = {
  _id: 'opn-1',
  discussion: 'dsc-1',
  user: 'usr-juan',
  content: 'Sagutan ang mock exams!',
  createdDate: '2024-01-10T01:00:00.000Z',
};
const staffAuthor = (id: string, name: string) => ({ _id: id, name, staff: false, email: `${id}@example.com` });
const thread = {
  ...discussion,
  author: staffAuthor('usr-maria', 'Maria S.'),
  offeringTitle: 'LET Hybrid Online Review (March 2024)',
  hidden: false,
  lastActivity: '2024-01-10T01:00:00.000Z',
  opinions: [{ ...opinion, author: staffAuthor('usr-juan', 'Juan D.'), hidden: true }],
};

const { sample: _sample, ...centerInput } = centerFixture;
const staffLecturer = { ...lecturerFixtures[0]!, position: 0, hidden: false };
const lecturerInput = {
  firstName: 'Jose',
  nickname: 'Pepe',
  lastName: 'Mercado',
  profession: 'Professor',
  credentials: ['PhD'],
  hidden: false,
  photoUpload: 'upl-1',
};
const staffExam = {
  _id: 'exam-1',
  name: 'LET Mock Exam — General Education',
  slug: 'let-mock-exam-general-education',
  category: { _id: 'general-education', title: 'General Education' },
  availableFrom: '2024-01-10T00:00:00.000Z',
  availableUntil: '2024-01-11T00:00:00.000Z',
  duration: 30,
  items: 10,
  attempts: 1,
  completed: 1,
};
const staffAttempt = {
  _id: 'uex-1',
  reviewee: { _id: 'usr-maria', name: 'Maria Santos', email: 'maria@example.com' },
  exam: { _id: 'exam-1', name: 'LET Mock Exam — General Education' },
  startedAt: '2024-01-10T01:00:00.000Z',
  completedAt: '2024-01-10T01:25:00.000Z',
  closedByServer: false,
  score: 7,
  items: 10,
  timeTakenMs: 1_500_000,
};
const accommodation = {
  _id: 'acc-1',
  scope: 'reviewee' as const,
  subject: 'usr-maria',
  subjectName: 'Maria Santos (maria@example.com)',
  extraMinutes: 30,
  timeMultiplier: null,
  windowFrom: null,
  windowUntil: null,
  reopenedUntil: null,
  reason: 'Medical certificate',
  updatedAt: '2024-01-09T01:00:00.000Z',
};
const examDayAttempt = {
  _id: 'uex-1',
  reviewee: staffAttempt.reviewee,
  startedAt: '2024-01-10T01:00:00.000Z',
  completedAt: null,
  closedByServer: false,
  deadline: '2024-01-10T03:00:00.000Z',
  answered: 4,
  lastSeen: '2024-01-10T01:20:00.000Z',
};
const grant = {
  scope: 'reviewee' as const,
  subject: 'maria@example.com',
  extraMinutes: 30,
  timeMultiplier: null,
  windowFrom: null,
  windowUntil: null,
  reason: 'Medical certificate',
};
const myResult = {
  _id: 'uex-1',
  exam: {
    _id: 'exam-1',
    name: 'LET Mock Exam — General Education',
    slug: 'let-mock-exam-general-education',
    availableUntil: '2024-01-11T00:00:00.000Z',
  },
  category: { _id: 'general-education', title: 'General Education' },
  completedAt: '2024-01-10T01:25:00.000Z',
  score: 7,
  items: 10,
  subjects: [
    { subject: { _id: 'general-mathematics', title: 'Mathematics' }, score: 2, items: 4 },
    { subject: null, score: 5, items: 6 },
  ],
};

interface Case {
  input: Record<string, unknown>;
  /** Path and search the server must see, after the base URL. */
  url: string;
  /** JSON body the server must receive; undefined: none. */
  sent?: unknown;
  response: unknown;
}

/** One row per contract call: TypeScript keeps it complete. */
const cases: Record<keyof Contract, Case> = {
  listOfferings: {
    input: { query: { page: 1, limit: 10, published: true } },
    url: '/offerings?page=1&limit=10&published=true',
    response: docs(offeringFixtures),
  },
  getOffering: {
    input: { params: { id: 'off-hybrid-2024' } },
    url: '/offerings/off-hybrid-2024',
    response: offeringFixtures[0],
  },
  signIn: {
    input: { body: { email: userFixture.email, password: 'Password123' } },
    url: '/users/sign-in',
    sent: { email: userFixture.email, password: 'Password123' },
    response: { token: 'tkn', _id: 'usr-maria' },
  },
  register: {
    input: { body: registration },
    url: '/users/register',
    sent: registration,
    response: { token: 'tkn', _id: 'usr-ana' },
  },
  verifyUser: {
    input: { params: { id: 'usr-ana' }, body: { token: 'abc123' } },
    url: '/users/usr-ana/verify',
    sent: { token: 'abc123' },
    response: ok,
  },
  resendVerification: { input: { params: { id: 'usr-ana' } }, url: '/users/usr-ana/resend-verfication', response: ok },
  resetPassword: {
    input: { body: { email: 'ana@example.ph' } },
    url: '/users/reset-password-v2',
    sent: { email: 'ana@example.ph' },
    response: ok,
  },
  changePassword: {
    input: { body: { user: 'usr-ana', token: 'abc123', password: 'Bagong2024!' } },
    url: '/users/change-password-v2',
    sent: { user: 'usr-ana', token: 'abc123', password: 'Bagong2024!' },
    response: ok,
  },
  checkResetLink: {
    input: { params: { id: 'usr-ana', token: 'abc123-1893456000000' } },
    url: '/users/usr-ana/reset-links/abc123-1893456000000',
    response: { state: 'used' },
  },
  getMe: { input: {}, url: '/users/me', response: currentUserFixture },
  updateUser: {
    input: { params: { id: 'usr-maria' }, body: { mobile: '09998887777' } },
    url: '/users/usr-maria',
    sent: { mobile: '09998887777' },
    response: userFixture,
  },
  signOut: { input: {}, url: '/users/sign-out', sent: undefined, response: { message: 'Signed out' } },
  signOutEverywhere: {
    input: { params: { id: 'usr-maria' } },
    url: '/users/usr-maria/sessions',
    response: { message: 'Signed out everywhere' },
  },
  requestDeviceMove: {
    input: { body: { email: userFixture.email, password: 'Password123' } },
    url: '/users/device-moves',
    sent: { email: userFixture.email, password: 'Password123' },
    response: { message: 'We sent a link to move your account to this device. Please check your spam folder too.' },
  },
  completeDeviceMove: {
    input: { params: { id: 'usr-maria' }, body: { token: 'abc-123' } },
    url: '/users/usr-maria/device-moves',
    sent: { token: 'abc-123' },
    response: { token: 'token-usr-maria', _id: 'usr-maria' },
  },
  getMyDevice: { input: {}, url: '/users/device', response: { device: deviceFixture } },
  listRevieweeDevices: {
    input: { params: { id: 'usr-maria' } },
    url: '/admin/reviewees/usr-maria/devices',
    response: [deviceFixture],
  },
  resetRevieweeDevice: {
    input: { params: { id: 'usr-maria' } },
    url: '/admin/reviewees/usr-maria/devices/reset',
    response: { message: 'Device reset: the next sign-in registers a new device' },
  },
  listAnnouncements: {
    input: { query: { limit: 3, sort: '-date' } },
    url: '/announcements?limit=3&sort=-date',
    response: docs(announcementFixtures.slice(0, 3)),
  },
  listLecturers: {
    input: { query: { limit: 4, offset: 4 } },
    url: '/lecturers?limit=4&offset=4',
    response: docs(lecturerFixtures.slice(4)),
  },
  createEnrollment: {
    input: {
      body: {
        ...registration,
        offering: 'off-hybrid-2024',
        paymentType: 'Installment',
        branch: 'Iloilo',
        schedule: null,
        coupon: 'GURO10',
      },
    },
    url: '/enrollments',
    sent: {
      ...registration,
      offering: 'off-hybrid-2024',
      paymentType: 'Installment',
      branch: 'Iloilo',
      schedule: null,
      coupon: 'GURO10',
    },
    response: { _id: 'enr-new', reference: 'RC-2024-000200', status: 'Processing', token: 'tkn', user: 'usr-ana' },
  },
  listEnrollments: {
    input: {
      query: {
        page: 1,
        limit: 100,
        sort: '-createdDate',
        populate: 'offering',
        select: 'title price',
        user: 'usr-maria',
      },
    },
    url: '/enrollments?page=1&limit=100&sort=-createdDate&populate=offering&select=title+price&user=usr-maria',
    response: docs(Object.values(enrollmentFixtures)),
  },
  getEnrollment: {
    input: { params: { id: 'enr-processing' } },
    url: '/enrollments/enr-processing',
    response: { ...enrollmentFixtures.processing, user: userFixture },
  },
  updateEnrollment: {
    input: {
      params: { id: 'enr-processing' },
      body: {
        paymentOption: 'BPI',
        receiptId: 'R-1',
        paymentDate: '2024-01-09',
        attachments: [uploadFixtures[1]!],
        status: 'Payment Review',
      },
    },
    url: '/enrollments/enr-processing',
    sent: {
      paymentOption: 'BPI',
      receiptId: 'R-1',
      paymentDate: '2024-01-09',
      attachments: [uploadFixtures[1]!],
      status: 'Payment Review',
    },
    response: { ...enrollmentFixtures.processing, status: 'Payment Review' },
  },
  enrollUser: {
    input: {
      params: { id: 'usr-maria' },
      body: {
        offering: 'off-hyflex-2024',
        paymentType: 'Full',
        branch: 'Cebu',
        schedule: 'Every Sunday',
        price: 9_500,
      },
    },
    url: '/users/usr-maria/enrollments',
    sent: { offering: 'off-hyflex-2024', paymentType: 'Full', branch: 'Cebu', schedule: 'Every Sunday', price: 9_500 },
    response: { _id: 'enr-new', reference: 'RC-2024-000201', status: 'Processing' },
  },
  listUserEnrollments: {
    input: { params: { id: 'usr-maria' }, query: { limit: 1000 } },
    url: '/users/usr-maria/enrollments?limit=1000',
    response: docs([enrollmentFixtures.activeInstallment]),
  },
  submitPayment: {
    input: { params: { id: 'usr-maria', enrollmentId: 'enr-processing' }, body: paymentPayload },
    url: '/users/usr-maria/enrollments/enr-processing/payments',
    sent: paymentPayload,
    response: paymentFixtures[0],
  },
  listUserPayments: {
    input: { params: { id: 'usr-maria' }, query: { sort: '-status -createdDate', limit: 1000 } },
    url: '/users/usr-maria/payments?sort=-status+-createdDate&limit=1000',
    response: docs(paymentFixtures),
  },
  uploadFiles: {
    input: { body: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } },
    url: '/uploads',
    response: uploadFixtures.slice(0, 1),
  },
  getUpload: { input: { params: { id: 'upl-prc-id' } }, url: '/uploads/upl-prc-id', response: 'binary' },
  listSubscriptions: {
    input: { params: { id: 'usr-maria' } },
    url: '/users/usr-maria/subscriptions',
    response: docs(subscriptionFixtures),
  },
  getCourseware: {
    input: { params: { id: 'usr-maria' } },
    url: '/users/usr-maria/courseware',
    response: coursewareFixture,
  },
  getProgress: {
    input: { params: { id: 'usr-maria' }, query: { category: 'cat-gened' } },
    url: '/users/usr-maria/progress?category=cat-gened',
    response: progressFixture,
  },
  listDiscussions: {
    input: { params: { id: 'usr-maria' }, query: { offering: 'off-hybrid-2024', page: 2 } },
    url: '/users/usr-maria/discussions?offering=off-hybrid-2024&page=2',
    response: docs([
      {
        ...discussion,
        author: { _id: 'usr-maria', name: 'Maria S.', staff: false },
        lastActivity: '2024-01-10T01:00:00.000Z',
        opinionCount: 1,
      },
    ]),
  },
  getDiscussion: {
    input: { params: { id: 'usr-maria', discussionId: 'dsc-1' } },
    url: '/users/usr-maria/discussions/dsc-1',
    response: {
      ...discussion,
      author: { _id: 'usr-maria', name: 'Maria S.', staff: false },
      offeringTitle: 'LET Hybrid Online Review (March 2024)',
      lastActivity: '2024-01-10T01:00:00.000Z',
      opinions: [{ ...opinion, author: { _id: 'usr-juan', name: 'Juan D.', staff: false } }],
    },
  },
  createDiscussion: {
    input: {
      params: { id: 'usr-maria' },
      body: { offering: 'off-hybrid-2024', title: 'Tips sa ProfEd?', content: 'Paano kayo nag-review?' },
    },
    url: '/users/usr-maria/discussions',
    sent: { offering: 'off-hybrid-2024', title: 'Tips sa ProfEd?', content: 'Paano kayo nag-review?' },
    response: {
      offering: 'off-hybrid-2024',
      _id: 'dsc-1',
      title: 'Tips sa ProfEd?',
      content: 'Paano kayo nag-review?',
      user: 'usr-maria',
      createdDate: '2024-01-10T00:00:00.000Z',
    },
  },
  updateDiscussion: {
    input: { params: { id: 'usr-maria', discussionId: 'dsc-1' }, body: { content: 'Updated' } },
    url: '/users/usr-maria/discussions/dsc-1',
    sent: { content: 'Updated' },
    response: {
      offering: 'off-hybrid-2024',
      _id: 'dsc-1',
      title: 'Tips sa ProfEd?',
      content: 'Updated',
      user: 'usr-maria',
      createdDate: '2024-01-10T00:00:00.000Z',
    },
  },
  createOpinion: {
    input: { params: { id: 'usr-maria', discussionId: 'dsc-1' }, body: { content: 'Sagutan ang mock exams!' } },
    url: '/users/usr-maria/discussions/dsc-1/opinions',
    sent: { content: 'Sagutan ang mock exams!' },
    response: {
      _id: 'opn-1',
      content: 'Sagutan ang mock exams!',
      discussion: 'dsc-1',
      user: 'usr-maria',
      createdDate: '2024-01-10T01:00:00.000Z',
    },
  },
  updateOpinion: {
    input: { params: { id: 'usr-maria', discussionId: 'dsc-1', opinionId: 'opn-1' }, body: { content: 'Edited' } },
    url: '/users/usr-maria/discussions/dsc-1/opinions/opn-1',
    sent: { content: 'Edited' },
    response: {
      _id: 'opn-1',
      content: 'Edited',
      discussion: 'dsc-1',
      user: 'usr-maria',
      createdDate: '2024-01-10T01:00:00.000Z',
    },
  },
  listExamTemplates: {
    input: { params: { id: 'usr-maria' }, query: { slug: 'gen-ed-mock-1' } },
    url: '/users/usr-maria/exam-templates?slug=gen-ed-mock-1',
    response: docs([examTemplateFixture]),
  },
  listUserExams: {
    input: { params: { id: 'usr-maria' }, query: { exam: 'exm-gened-1' } },
    url: '/users/usr-maria/exams?exam=exm-gened-1',
    response: docs([userExamFixtures.inProgress]),
  },
  startExam: {
    input: { params: { id: 'usr-maria' }, body: { exam: 'exm-gened-1' } },
    url: '/users/usr-maria/exams',
    sent: { exam: 'exm-gened-1' },
    response: userExamFixtures.inProgress,
  },
  getUserExam: {
    input: { params: { id: 'usr-maria', examId: 'uex-1' } },
    url: '/users/usr-maria/exams/uex-1',
    response: userExamFixtures.inProgress,
  },
  submitAnswer: {
    input: {
      params: { id: 'usr-maria', examId: 'uex-1', questionId: 'q-1' },
      body: { answer: 'B', answeredAt: answer.answeredAt },
    },
    url: '/users/usr-maria/exams/uex-1/questions/q-1',
    sent: { answer: 'B', answeredAt: answer.answeredAt },
    response: answer,
  },
  getAnswer: {
    input: { params: { id: 'usr-maria', examId: 'uex-1', questionId: 'q-1' } },
    url: '/users/usr-maria/exams/uex-1/questions/q-1',
    response: answer,
  },
  flagQuestion: {
    input: {
      params: { id: 'usr-maria', examId: 'uex-1', questionId: 'q-2' },
      body: { flagged: true, flaggedAt: '2024-02-10T00:06:00.000Z' },
    },
    url: '/users/usr-maria/exams/uex-1/questions/q-2/flag',
    sent: { flagged: true, flaggedAt: '2024-02-10T00:06:00.000Z' },
    response: { question: 'q-2', flagged: true, flaggedAt: '2024-02-10T00:06:00.000Z' },
  },
  completeExam: {
    input: { params: { id: 'usr-maria', examId: 'uex-1' }, body: { answers: [{ question: 'q-2', answer: 'A' }] } },
    url: '/users/usr-maria/exams/uex-1/complete',
    sent: { answers: [{ question: 'q-2', answer: 'A' }] },
    response: userExamFixtures.completed,
  },
  unsubscribeFromExamReminders: {
    input: { body: { key: 'k3y-from-the-e-mail' } },
    url: '/exam-reminders/unsubscribe',
    sent: { key: 'k3y-from-the-e-mail' },
    response: { message: 'Success - You will no longer get exam reminders' },
  },
  getQuestion: {
    input: { params: { id: 'usr-maria', questionId: 'q-2' } },
    url: '/users/usr-maria/questions/q-2',
    response: questionFixtures[1],
  },
  getCurrentTime: { input: {}, url: '/utilities/current-time', response: { current: '2024-02-10T00:06:00.000Z' } },
  listCategories: {
    input: { query: { limit: 100, group: 'exams' } },
    url: '/categories?limit=100&group=exams',
    response: docs(categoryFixtures),
  },
  createSupportTicket: {
    input: {
      body: {
        firstName: 'Ana',
        lastName: 'Santos',
        email: 'ana@example.ph',
        mobile: '09181234567',
        category: 'ENROLLMENT',
        content: 'Paano magbayad?',
        attachments: [],
        user: null,
      },
    },
    url: '/supports/tickets',
    sent: {
      firstName: 'Ana',
      lastName: 'Santos',
      email: 'ana@example.ph',
      mobile: '09181234567',
      category: 'ENROLLMENT',
      content: 'Paano magbayad?',
      attachments: [],
      user: null,
    },
    response: { _id: 'tkt-1' },
  },
  availCoupon: {
    input: { body: { code: 'GURO10', offering: 'off-hybrid-2024' } },
    url: '/coupons/avail',
    sent: { code: 'GURO10', offering: 'off-hybrid-2024' },
    response: couponFixtures[1],
  },
  listCoupons: {
    input: { query: { offering: 'off-hybrid-2024', status: 'On-Going' } },
    url: '/coupons?offering=off-hybrid-2024&status=On-Going',
    response: docs(couponFixtures),
  },
  listReviewEnrollments: {
    input: { query: { status: 'Payment Review', limit: 50, search: 'ana' } },
    url: '/admin/enrollments?status=Payment+Review&limit=50&search=ana',
    response: docs([{ ...review, warnings: [] }]),
  },
  getReviewEnrollment: {
    input: { params: { id: 'enr-review' } },
    url: '/admin/enrollments/enr-review/review',
    response: {
      ...review,
      warnings: [{ code: 'amountMismatch', message: 'The declared amount is not the amount due.' }],
    },
  },
  listStaffEnrollments: {
    input: { query: { sort: '-amountPaid', branch: 'Cebu' } },
    url: '/admin/enrollments/all?sort=-amountPaid&branch=Cebu',
    response: docs([staffRow]),
  },
  exportStaffEnrollments: {
    input: { query: { status: 'Active' } },
    url: '/admin/enrollments/export?status=Active',
    response: 'binary',
  },
  getStaffEnrollment: {
    input: { params: { id: 'enr-review' } },
    url: '/admin/enrollments/enr-review/history',
    response: detail,
  },
  markInstallmentPaid: {
    input: { params: { id: 'enr-review', index: 1 }, body: { note: 'Cash at the branch' } },
    url: '/admin/enrollments/enr-review/installments/1/paid',
    sent: { note: 'Cash at the branch' },
    response: detail,
  },
  cancelEnrollment: {
    input: { params: { id: 'enr-review' }, body: { reason: 'Withdrew', refund } },
    url: '/admin/enrollments/enr-review/cancel',
    sent: { reason: 'Withdrew', refund },
    response: {
      ...detail,
      status: 'Cancelled',
      cancellationReason: 'Withdrew',
      amountPaid: 12_500,
      amountRefunded: 12_500,
      refunds: [{ _id: 'refund-1', ...refund, createdDate: '2024-03-02T01:00:00.000Z' }],
    },
  },
  getDashboard: {
    input: {},
    url: '/admin/dashboard',
    response: {
      paymentsWaiting: 1,
      newTickets: 0,
      approvalsToday: 2,
      money: { received: 25_000, refunded: 12_500, net: 12_500 },
      enrollments: [],
    },
  },
  listAuditLog: {
    input: { query: { entityId: 'enr-review' } },
    url: '/admin/audit?entityId=enr-review',
    response: docs([]),
  },
  listOutbox: {
    input: { query: { status: 'failed' } },
    url: '/admin/outbox?status=failed',
    response: docs([]),
  },
  retryOutboxMessage: {
    input: { params: { id: 'msg-1' } },
    url: '/admin/outbox/msg-1/retry',
    response: {
      _id: 'msg-1',
      to: 'ana@example.com',
      subject: 'Your result',
      status: 'pending',
      attempts: 7,
      lastError: 'Error: connection refused',
      createdAt: '2026-11-24T00:00:00.000Z',
      sentAt: null,
      nextAttemptAt: '2026-11-24T00:05:00.000Z',
    },
  },
  getLatestBackup: {
    input: {},
    url: '/admin/backups/latest',
    response: { latest: null, warning: 'No backup has been taken yet.', running: null, lastFailure: null },
  },
  takeBackup: {
    input: {},
    url: '/admin/backups',
    response: {
      latest: {
        fileName: 'review-center-2026-11-28T04-30-00-000Z.tar',
        createdAt: '2026-11-28T04:30:00.000Z',
        bytes: 6_500_000,
      },
      warning: null,
      running: { startedAt: '2026-11-29T04:30:00.000Z' },
      lastFailure: null,
    },
  },
  approveEnrollment: {
    input: { params: { id: 'enr-review' } },
    url: '/admin/enrollments/enr-review/approve',
    response: { ...enrollmentFixtures.paymentReview, status: 'Active' },
  },
  rejectEnrollment: {
    input: { params: { id: 'enr-review' }, body: { reason: 'Blurred receipt' } },
    url: '/admin/enrollments/enr-review/reject',
    sent: { reason: 'Blurred receipt' },
    response: { ...enrollmentFixtures.paymentReview, status: 'Processing' },
  },
  ...staffPeopleCases(),
  ...catalogueCases(),
  ...examAuthoringCases(),
};

/** The staff console's catalogue calls (decision 0045). */
function catalogueCases() {
  const offering = {
    ...offeringFixtures[0]!,
    beedPrice: 9_000,
    branches: ['Manila'],
    schedules: [],
    enrollmentCount: 3,
    createdAt: '2024-01-05T00:00:00.000Z',
    position: 2,
    last: false,
  };
  const form = {
    title: offering.title,
    content: offering.content,
    price: 10_500,
    beedPrice: 9_000,
    cashDiscountByPercent: 0,
    downpayment: 3_500,
    installmentTerms: 2,
    installmentFrequency: 'Monthly',
    paymentType: ['Full', 'Installment'] as ('Full' | 'Installment')[],
    multipleSchedule: false,
    branches: ['Manila'],
    schedules: [],
  };
  const coupon = {
    _id: 'cpn-1',
    code: 'EARLYBIRD',
    title: 'Early bird',
    offering: offering._id,
    offeringTitle: offering.title,
    discountPrice: 500,
    discountPercent: null,
    validFrom: null,
    validUntil: '2024-03-01T00:00:00.000Z',
    maxUses: 100,
    uses: 12,
    active: true,
  };
  const couponForm = {
    code: 'EARLYBIRD',
    title: 'Early bird',
    offering: offering._id,
    discountPrice: 500,
    discountPercent: null,
    validUntil: '2024-03-01',
    maxUses: 100,
  };
  const id = { params: { id: offering._id } };
  const at = (path = '') => `/admin/offerings/${offering._id}${path}`;
  const option = { _id: 'opt-1', kind: 'branch' as const, name: 'Davao' };
  return {
    listCatalogueOfferings: {
      input: { query: { page: 1 } },
      url: '/admin/offerings?page=1',
      response: docs([offering]),
    },
    getCatalogueOffering: { input: id, url: at(), response: offering },
    createOffering: { input: { body: form }, url: '/admin/offerings', sent: form, response: offering },
    updateOffering: { input: { ...id, body: form }, url: at(), sent: form, response: offering },
    duplicateOffering: { input: id, url: at('/duplicate'), response: offering },
    publishOffering: { input: id, url: at('/publish'), response: offering },
    unpublishOffering: { input: id, url: at('/unpublish'), response: { ...offering, published: false } },
    deleteOffering: { input: id, url: at(), response: ok },
    moveOffering: {
      input: { ...id, body: { direction: 'up' } },
      url: at('/move'),
      sent: { direction: 'up' },
      response: { ...offering, position: 0 },
    },
    listCatalogueOptions: { input: {}, url: '/admin/catalogue-options', response: { docs: [option] } },
    createCatalogueOption: {
      input: { body: { kind: 'branch', name: 'Davao' } },
      url: '/admin/catalogue-options',
      sent: { kind: 'branch', name: 'Davao' },
      response: option,
    },
    deleteCatalogueOption: { input: { params: { id: 'opt-1' } }, url: '/admin/catalogue-options/opt-1', response: ok },
    listStaffCoupons: { input: { query: { page: 2 } }, url: '/admin/coupons?page=2', response: docs([coupon]) },
    createCoupon: { input: { body: couponForm }, url: '/admin/coupons', sent: couponForm, response: coupon },
    updateCoupon: {
      input: { params: { id: 'cpn-1' }, body: couponForm },
      url: '/admin/coupons/cpn-1',
      sent: couponForm,
      response: coupon,
    },
    deactivateCoupon: {
      input: { params: { id: 'cpn-1' } },
      url: '/admin/coupons/cpn-1/deactivate',
      response: { ...coupon, active: false },
    },
  };
}

/** The question bank and exam template calls (decision 0049). */
function examAuthoringCases() {
  const question = {
    _id: 'q-1',
    category: 'general-education',
    difficulty: 'Easy' as const,
    passage: null,
    stem: '<p>2 + 2?</p>',
    options: [
      { label: 'A', data: '3' },
      { label: 'B', data: '4' },
    ],
    correct: 'B',
    rationale: '<p>2 and 2 make 4.</p>',
    subject: 'general-mathematics',
    competency: 'GE-MATH-1',
    practiceEligible: true,
    retiredAt: null,
    replacedBy: null,
    inAttempts: false,
    updatedAt: '2026-11-26T00:00:00.000Z',
  };
  const draft = {
    category: 'general-education',
    difficulty: 'Easy',
    stem: '<p>2 + 2?</p>',
    options: question.options,
    correct: 'B',
    rationale: '<p>2 and 2 make 4.</p>',
    subject: 'general-mathematics',
    competency: 'GE-MATH-1',
    practiceEligible: true,
  };
  const subject = { _id: 'general-mathematics', part: 'general' as const, specialization: null, title: 'Mathematics' };
  const template = {
    _id: 'tpl-1',
    name: 'Timed mock',
    slug: 'timed-mock',
    category: 'general-education',
    instructions: '',
    availableFrom: '2026-11-26T00:00:00.000Z',
    availableUntil: '2026-11-27T00:00:00.000Z',
    duration: 60,
    questionIds: ['q-1'],
    draws: null,
    shuffleQuestions: true,
    shuffleOptions: true,
    hasTimeLimit: true,
    showAnswersAfterWindow: false,
    offerings: ['off-1'],
    attempts: 0,
  };
  const input = {
    name: 'Timed mock',
    slug: 'timed-mock',
    category: 'general-education',
    availableFrom: template.availableFrom,
    availableUntil: template.availableUntil,
    duration: 60,
    questions: { mode: 'picked', questions: ['q-1'] },
    audience: { kind: 'offerings', offerings: ['off-1'] },
  };
  const category = { _id: 'mock-category', title: 'Mock category' };
  return {
    listBankQuestions: {
      input: { query: { search: '2 + 2', status: 'current' } },
      url: '/admin/questions?search=2+%2B+2&status=current',
      response: docs([question]),
    },
    getBankQuestion: { input: { params: { id: 'q-1' } }, url: '/admin/questions/q-1', response: question },
    createBankQuestion: { input: { body: draft }, url: '/admin/questions', sent: draft, response: question },
    updateBankQuestion: {
      input: { params: { id: 'q-1' }, body: draft },
      url: '/admin/questions/q-1',
      sent: draft,
      response: question,
    },
    retireBankQuestion: {
      input: { params: { id: 'q-1' } },
      url: '/admin/questions/q-1/retire',
      response: { ...question, retiredAt: '2026-11-26T01:00:00.000Z' },
    },
    importBankQuestions: {
      input: { body: { csv: 'category\n' } },
      url: '/admin/questions/import',
      sent: { csv: 'category\n' },
      response: { imported: 0, problems: [{ line: 1, reason: 'Column "stem" is missing from the header row' }] },
    },
    exportBankQuestions: {
      input: { query: { category: 'general-education', subject: 'none', competency: 'GE-MATH' } },
      url: '/admin/questions/export?category=general-education&subject=none&competency=GE-MATH',
      response: { csv: 'category,difficulty\r\n', count: 0 },
    },
    listSubjects: { input: {}, url: '/admin/subjects', response: docs([subject]) },
    createSubject: {
      input: { body: { part: 'general', title: 'Mathematics' } },
      url: '/admin/subjects',
      sent: { part: 'general', title: 'Mathematics' },
      response: subject,
    },
    renameSubject: {
      input: { params: { id: 'general-mathematics' }, body: { title: 'Math' } },
      url: '/admin/subjects/general-mathematics',
      sent: { title: 'Math' },
      response: { ...subject, title: 'Math' },
    },
    createExamCategory: {
      input: { body: { title: category.title } },
      url: '/admin/categories',
      sent: { title: category.title },
      response: category,
    },
    renameExamCategory: {
      input: { params: { id: category._id }, body: { title: 'Renamed' } },
      url: '/admin/categories/mock-category',
      sent: { title: 'Renamed' },
      response: { ...category, title: 'Renamed' },
    },
    listStaffExamTemplates: {
      input: { query: { page: 1 } },
      url: '/admin/exam-templates?page=1',
      response: docs([template]),
    },
    getStaffExamTemplate: {
      input: { params: { id: 'tpl-1' } },
      url: '/admin/exam-templates/tpl-1',
      response: template,
    },
    createExamTemplate: { input: { body: input }, url: '/admin/exam-templates', sent: input, response: template },
    updateExamTemplate: {
      input: { params: { id: 'tpl-1' }, body: input },
      url: '/admin/exam-templates/tpl-1',
      sent: input,
      response: template,
    },
    previewExamTemplate: {
      input: { params: { id: 'tpl-1' } },
      url: '/admin/exam-templates/tpl-1/preview',
      response: {
        questions: [
          { _id: 'q-1', question: { data: '<p>2 + 2?</p>' }, questionGroup: null, options: question.options },
        ],
        review: [
          {
            question: 'q-1',
            stem: '<p>2 + 2?</p>',
            passage: null,
            options: question.options,
            answer: null,
            correct: 'B',
            rationale: question.rationale,
          },
        ],
      },
    },
  } satisfies Record<string, Case>;
}

/** The staff console's people calls (decision 0029). */
/** The statement import (decision 0088): the form's file travels as multipart. */
function statementImportCases() {
  const mapping = { dateColumn: 'Date', amountColumn: 'Credit', textColumn: 'Description', dateFormat: 'YYYY-MM-DD' };
  const statementImport = {
    _id: 'stm-1',
    channel: 'GCash',
    fileName: 'gcash-november.csv',
    mapping,
    rows: 3,
    matched: 1,
    review: 1,
    unknown: 1,
    summary: '1 matched, 1 to review, 1 unknown',
    createdAt: '2026-11-20T02:00:00.000Z',
    createdBy: 'cashier@example.ph',
    confirmedAt: null,
    confirmedBy: null,
    approved: 0,
    notApproved: 0,
  };
  const candidate = {
    payment: 'pay-1',
    enrollment: 'enr-1',
    reference: 'RC-KX7P2M9Q',
    name: 'Maria Santos',
    amountDue: 9000,
  };
  return {
    listStatementMappings: {
      input: {},
      url: '/admin/statement-imports/mappings',
      response: [{ channel: 'GCash', ...mapping, updatedAt: '2026-11-20T02:00:00.000Z' }],
    },
    createStatementImport: {
      input: { body: { channel: 'GCash', ...mapping, file: new File(['Date'], 'gcash.csv', { type: 'text/csv' }) } },
      url: '/admin/statement-imports',
      response: { problems: [], statementImport },
    },
    listStatementImports: {
      input: { query: { page: 2, limit: 25 } },
      url: '/admin/statement-imports?page=2&limit=25',
      response: { docs: [statementImport], totalDocs: 26 },
    },
    getStatementImport: {
      input: { params: { id: 'stm-1' } },
      url: '/admin/statement-imports/stm-1',
      response: statementImport,
    },
    listStatementLines: {
      input: { params: { id: 'stm-1' }, query: { outcome: 'review', page: 1, limit: 25 } },
      url: '/admin/statement-imports/stm-1/lines?outcome=review&page=1&limit=25',
      response: {
        docs: [
          {
            line: 3,
            date: '2026-11-19',
            amount: 8999,
            text: 'rc kx7p2m9q',
            outcome: 'review',
            reason: 'amountDiffers',
            payments: [candidate],
            approval: null,
            approvalNote: null,
          },
        ],
        totalDocs: 1,
      },
    },
    confirmStatementImport: {
      input: { params: { id: 'stm-1' } },
      url: '/admin/statement-imports/stm-1/confirm',
      response: {
        ...statementImport,
        confirmedAt: '2026-11-20T03:00:00.000Z',
        confirmedBy: 'cashier@example.ph',
        approved: 1,
      },
    },
  } satisfies Record<string, Case>;
}

function staffPeopleCases() {
  const member = {
    _id: 'usr-cashier',
    email: 'cashier@example.com',
    firstName: 'Ana',
    lastName: 'Reyes',
    role: 'cashier' as const,
    disabled: false,
    createdAt: '2024-01-05T00:00:00.000Z',
  };
  const ticket = {
    _id: 'tkt-1',
    firstName: 'Maria',
    lastName: 'Santos',
    email: userFixture.email,
    mobile: null,
    category: 'ENROLLMENT' as const,
    content: 'How do I pay?',
    attachments: [uploadFixtures[0]!],
    status: 'answered' as const,
    replies: [{ message: 'By GCash.', author: 'support@example.com', createdAt: '2024-01-06T00:00:00.000Z' }],
    createdAt: '2024-01-05T00:00:00.000Z',
    history: [],
  };
  const message = { message: 'Done' };
  const action = (path: string) => ({
    input: { params: { id: 'usr-maria' } },
    url: `/admin/reviewees/usr-maria/${path}`,
    response: message,
  });
  return {
    listStaff: { input: { query: { page: 2 } }, url: '/admin/staff?page=2', response: docs([member]) },
    createStaff: {
      input: { body: { email: member.email, firstName: 'Ana', lastName: 'Reyes', role: 'cashier' } },
      url: '/admin/staff',
      sent: { email: member.email, firstName: 'Ana', lastName: 'Reyes', role: 'cashier' },
      response: member,
    },
    changeStaffRole: {
      input: { params: { id: 'usr-cashier' }, body: { role: 'support' } },
      url: '/admin/staff/usr-cashier/role',
      sent: { role: 'support' },
      response: { ...member, role: 'support' },
    },
    disableStaff: {
      input: { params: { id: 'usr-cashier' } },
      url: '/admin/staff/usr-cashier/disable',
      response: { ...member, disabled: true },
    },
    enableStaff: { input: { params: { id: 'usr-cashier' } }, url: '/admin/staff/usr-cashier/enable', response: member },
    listReviewees: {
      input: { query: { search: 'maria' } },
      url: '/admin/reviewees?search=maria',
      response: docs([
        {
          _id: 'usr-maria',
          email: userFixture.email,
          fullName: 'Maria Santos',
          verified: true,
          disabled: false,
          createdAt: '2024-01-05T00:00:00.000Z',
        },
      ]),
    },
    getReviewee: {
      input: { params: { id: 'usr-maria' } },
      url: '/admin/reviewees/usr-maria',
      response: {
        user: userFixture,
        disabled: false,
        createdAt: '2024-01-05T00:00:00.000Z',
        enrollments: [],
        examAttempts: [],
        history: [],
      },
    },
    resendRevieweeVerification: action('resend-verification'),
    verifyReviewee: action('verify'),
    sendRevieweePasswordReset: action('password-reset'),
    disableReviewee: action('disable'),
    enableReviewee: action('enable'),
    listTickets: {
      input: { query: { status: 'new' } },
      url: '/admin/tickets?status=new',
      response: docs([
        {
          _id: 'tkt-1',
          name: 'Maria Santos',
          email: userFixture.email,
          category: 'ENROLLMENT',
          status: 'new',
          attachmentCount: 1,
          createdAt: '2024-01-05T00:00:00.000Z',
        },
      ]),
    },
    getTicket: { input: { params: { id: 'tkt-1' } }, url: '/admin/tickets/tkt-1', response: ticket },
    replyToTicket: {
      input: { params: { id: 'tkt-1' }, body: { message: 'By GCash.' } },
      url: '/admin/tickets/tkt-1/replies',
      sent: { message: 'By GCash.' },
      response: ticket,
    },
    closeTicket: {
      input: { params: { id: 'tkt-1' } },
      url: '/admin/tickets/tkt-1/close',
      response: { ...ticket, status: 'closed' },
    },
    reopenTicket: { input: { params: { id: 'tkt-1' } }, url: '/admin/tickets/tkt-1/reopen', response: ticket },
    listStaffExams: { input: {}, url: '/admin/exams', response: docs([staffExam]) },
    getExamResults: {
      input: { params: { id: 'exam-1' } },
      url: '/admin/exams/exam-1/results',
      response: {
        exam: staffExam,
        attempts: [staffAttempt],
        distribution: [{ from: 0, to: 1, count: 1 }],
        statistics: [
          {
            questionId: 'q-1',
            number: 1,
            position: 0,
            stem: 'What is 15% of 240?',
            attempts: 1,
            facility: 100,
            discrimination: null,
            options: [{ label: 'A', count: 1, percent: 100, isCorrect: true }],
            unanswered: { count: 0, percent: 0 },
            other: { count: 0, percent: 0 },
          },
        ],
      },
    },
    listRevieweeAttempts: {
      input: { params: { id: 'usr-maria' } },
      url: '/admin/reviewees/usr-maria/exam-attempts',
      response: { reviewee: staffAttempt.reviewee, attempts: [staffAttempt] },
    },
    listExamDays: {
      input: {},
      url: '/admin/accommodations',
      response: docs([
        {
          _id: 'exam-1',
          name: 'LET Mock Exam — General Education',
          availableFrom: '2024-01-10T00:00:00.000Z',
          availableUntil: '2024-01-10T08:00:00.000Z',
          attempts: 1,
          accommodations: 1,
        },
      ]),
    },
    getExamDay: {
      input: { params: { id: 'exam-1' } },
      url: '/admin/exams/exam-1/accommodations',
      response: {
        exam: {
          _id: 'exam-1',
          name: 'LET Mock Exam — General Education',
          availableFrom: '2024-01-10T00:00:00.000Z',
          availableUntil: '2024-01-10T08:00:00.000Z',
          duration: 90,
          hasTimeLimit: true,
          items: 10,
        },
        accommodations: [accommodation],
        attempts: [examDayAttempt],
        notStarted: { total: 1, reviewees: [staffAttempt.reviewee] },
        branches: ['Manila'],
        offerings: [{ _id: 'off-1', title: 'LET Review 2024' }],
      },
    },
    grantAccommodation: {
      input: { params: { id: 'exam-1' }, body: grant },
      url: '/admin/exams/exam-1/accommodations',
      sent: grant,
      response: accommodation,
    },
    removeAccommodation: {
      input: { params: { id: 'acc-1' }, body: { reason: 'Granted by mistake' } },
      url: '/admin/accommodations/acc-1/remove',
      sent: { reason: 'Granted by mistake' },
      response: { message: 'Accommodation removed' },
    },
    reopenAttempt: {
      input: { params: { id: 'uex-1' }, body: { minutes: 30, reason: 'Brownout' } },
      url: '/admin/exam-attempts/uex-1/reopen',
      sent: { minutes: 30, reason: 'Brownout' },
      response: examDayAttempt,
    },
    listMyResults: {
      input: { params: { id: 'usr-maria' } },
      url: '/users/usr-maria/exam-results',
      response: docs([myResult]),
    },
    getExamResult: {
      input: { params: { id: 'usr-maria', examId: 'uex-1' } },
      url: '/users/usr-maria/exams/uex-1/result',
      response: {
        ...myResult,
        categories: [{ title: 'General Education', score: 7, items: 10 }],
        subjects: [
          {
            subject: { _id: 'general-mathematics', title: 'Mathematics' },
            score: 2,
            items: 4,
            cohortPercent: 62.5,
            improvement: true,
            competencies: [{ code: 'GE-MATH-1', score: 1, items: 1, cohortPercent: 100, improvement: false }],
          },
        ],
        review: null,
        reviewNote: 'This exam does not show its answers.',
      },
    },
    getCohortHeatmap: {
      input: { query: { by: 'offering', exams: 'exam-1,exam-2' } },
      url: '/admin/cohort-heatmap?by=offering&exams=exam-1%2Cexam-2',
      response: {
        by: 'offering',
        exams: [{ _id: 'exam-1', name: 'GenEd mock', availableUntil: '2026-03-01T00:00:00.000Z', completed: 3 }],
        counted: ['exam-1'],
        subjects: [{ _id: 'general-mathematics', title: 'Mathematics', part: 'general', specialization: null }],
        groups: [
          { _id: 'off-1', title: 'LET Review' },
          { _id: null, title: 'No enrollment' },
        ],
        cells: [{ subject: 'general-mathematics', group: 'off-1', score: 5, items: 8, reviewees: 2 }],
        totals: [{ subject: 'general-mathematics', score: 5, items: 8, reviewees: 2 }],
      },
    },
    getPracticeOverview: {
      input: { params: { id: 'usr-maria' } },
      url: '/users/usr-maria/practice',
      response: {
        dueToday: 3,
        dueThisWeek: 7,
        subjects: [{ _id: 'general-mathematics', title: 'Mathematics', items: 12 }],
        goal: { target: 20, answeredToday: 5 },
        streak: { days: 4 },
      },
    },
    updatePracticePreferences: {
      input: { params: { id: 'usr-maria' }, body: { dailyGoal: null, streak: true } },
      url: '/users/usr-maria/practice/preferences',
      sent: { dailyGoal: null, streak: true },
      response: { dailyGoal: null, streak: true },
    },
    listPracticeItems: {
      input: { params: { id: 'usr-maria' }, query: { from: 'subjects', subjects: 'general-mathematics', size: 10 } },
      url: '/users/usr-maria/practice/items?from=subjects&subjects=general-mathematics&size=10',
      response: {
        items: [
          {
            questionId: 'q-1',
            question: { data: '<p>2 + 2?</p>' },
            questionGroup: null,
            options: [
              { label: 'A', data: '3' },
              { label: 'B', data: '4' },
            ],
            key: 'B',
            rationale: '<p>Two and two make four.</p>',
            subject: { _id: 'general-mathematics', title: 'Mathematics' },
            due: null,
          },
        ],
      },
    },
    answerPractice: {
      input: {
        params: { id: 'usr-maria' },
        body: { id: 'pa-1', questionId: 'q-1', answer: 'B', unsure: true, answeredAt: '2026-11-26T01:00:00.000Z' },
      },
      url: '/users/usr-maria/practice/answers',
      sent: { id: 'pa-1', questionId: 'q-1', answer: 'B', unsure: true, answeredAt: '2026-11-26T01:00:00.000Z' },
      response: { correct: true, key: 'B', rationale: '<p>2 and 2 make 4.</p>', nextDue: '2026-11-26T01:05:00.000Z' },
    },
    listPracticeUse: {
      input: {},
      url: '/admin/practice/use',
      response: [
        {
          subject: { _id: 'general-mathematics', title: 'Mathematics' },
          offering: { _id: 'off-1', title: 'LET Review' },
          reviewees: 2,
          answers: 5,
          correctPercent: 60,
        },
      ],
    },
    listMissedItems: {
      input: { query: { subject: 'general-mathematics', page: 2 } },
      url: '/admin/practice/missed?subject=general-mathematics&page=2',
      response: docs([
        {
          _id: 'q-1',
          stem: '2 + 2?',
          subject: { _id: 'general-mathematics', title: 'Mathematics' },
          answers: 4,
          wrong: 3,
          wrongPercent: 75,
          reviewees: 3,
        },
      ]),
    },
    listModerationThreads: {
      input: { query: { page: 1 } },
      url: '/admin/discussions?page=1',
      response: docs([thread]),
    },
    hideDiscussion: { input: { params: { id: 'dsc-1' } }, url: '/admin/discussions/dsc-1/hide', response: thread },
    hideOpinion: {
      input: { params: { id: 'dsc-1', opinionId: 'opn-1' } },
      url: '/admin/discussions/dsc-1/opinions/opn-1/hide',
      response: thread,
    },
    getCenter: { input: {}, url: '/center', response: centerFixture },
    updateCenter: {
      input: { body: centerInput },
      url: '/admin/center',
      sent: centerInput,
      response: centerFixture,
    },
    listStaffLecturers: { input: {}, url: '/admin/lecturers', response: { docs: [staffLecturer] } },
    createLecturer: {
      input: { body: lecturerInput },
      url: '/admin/lecturers',
      sent: lecturerInput,
      response: staffLecturer,
    },
    updateLecturer: {
      input: { params: { id: 'lec-1' }, body: lecturerInput },
      url: '/admin/lecturers/lec-1',
      sent: lecturerInput,
      response: staffLecturer,
    },
    moveLecturer: {
      input: { params: { id: 'lec-1' }, body: { direction: 'up' } },
      url: '/admin/lecturers/lec-1/move',
      sent: { direction: 'up' },
      response: { docs: [staffLecturer] },
    },
    createPublicImage: {
      input: { body: { upload: 'upl-1' } },
      url: '/admin/images',
      sent: { upload: 'upl-1' },
      response: { _id: 'img-1', small: '/api/v2/images/img-1/small', large: '/api/v2/images/img-1/large' },
    },
    getPublicImage: {
      input: { params: { id: 'img-1', size: 'small' } },
      url: '/images/img-1/small',
      response: 'binary',
    },
    downloadReceipt: {
      input: { params: { id: 'rcp-1' }, query: { key: 'k3y' } },
      url: '/receipts/rcp-1/pdf?key=k3y',
      response: 'binary',
    },
    voidReceipt: {
      input: { params: { id: 'rcp-1' }, body: { reason: 'Wrong name', replace: true } },
      url: '/admin/receipts/rcp-1/void',
      sent: { reason: 'Wrong name', replace: true },
      response: { voided: { ...receipt, voided: true, voidReason: 'Wrong name' }, replacement: null },
    },
    issueReceipt: {
      input: { params: { id: 'pay-downpayment' } },
      url: '/admin/payments/pay-downpayment/receipt',
      response: receipt,
    },
    ...statementImportCases(),
    listStaffAnnouncements: {
      input: { query: { page: 1, state: 'scheduled' } },
      url: '/admin/announcements?page=1&state=scheduled',
      response: docs([staffAnnouncement]),
    },
    getStaffAnnouncement: {
      input: { params: { id: 'ann-1' } },
      url: '/admin/announcements/ann-1',
      response: { ...staffAnnouncement, history: [] },
    },
    createAnnouncement: {
      input: { body: announcementInput },
      url: '/admin/announcements',
      sent: announcementInput,
      response: { ...staffAnnouncement, history: [] },
    },
    updateAnnouncement: {
      input: { params: { id: 'ann-1' }, body: announcementInput },
      url: '/admin/announcements/ann-1',
      sent: announcementInput,
      response: { ...staffAnnouncement, history: [] },
    },
    listCoursewarePages: { input: {}, url: '/admin/courseware', response: docs([coursewareRow]) },
    getCoursewarePage: {
      input: { params: { id: 'off-1' } },
      url: '/admin/courseware/off-1',
      response: { ...coursewareRow, content: '<p>Week 1</p>', history: [] },
    },
    saveCoursewarePage: {
      input: { params: { id: 'off-1' }, body: { content: '<p>Week 1</p>' } },
      url: '/admin/courseware/off-1',
      sent: { content: '<p>Week 1</p>' },
      response: { ...coursewareRow, content: '<p>Week 1</p>', history: [] },
    },
  } satisfies Record<string, Case>;
}

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

function record(endpoint: Endpoint, response: unknown): { seen: () => Seen | undefined } {
  let seen: Seen | undefined;
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type');
      const text = endpoint.bodyType === 'multipart' ? undefined : await request.text();
      seen = {
        method: request.method,
        url: `${url.pathname.replace('/api/v2', '')}${url.search}`,
        authorization: request.headers.get('authorization'),
        contentType,
        body: endpoint.bodyType === 'multipart' ? await request.formData() : text ? JSON.parse(text) : undefined,
      };
      if (response === 'binary') return new HttpResponse(new Blob(['PNG'], { type: 'image/png' }));
      return HttpResponse.json(response as never);
    }),
  );
  return { seen: () => seen };
}

describe('the contract, called through createApiClient', () => {
  const signedIn = createApiClient({ baseUrl: BASE, getToken: () => 'secret' });
  const anonymous = createApiClient({ baseUrl: BASE, getToken: () => null });

  it.each(Object.entries(cases) as [keyof Contract, Case][])(
    'should send %s with its method, path, token and body, and parse the answer',
    async (name, row) => {
      const endpoint = contract[name] as Endpoint;
      const { seen } = record(endpoint, row.response);
      const result = await signedIn.call(endpoint, row.input as never);

      expect(seen()?.method).toBe(endpoint.method);
      expect(seen()?.url).toBe(row.url);
      expect(seen()?.authorization).toBe(endpoint.auth || endpoint.optionalAuth ? 'Bearer secret' : null);
      if (endpoint.bodyType === 'multipart') {
        expect(seen()?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      } else {
        expect(seen()?.body).toEqual(row.sent);
      }
      if (row.response === 'binary') {
        expect(result).toBeInstanceOf(Blob);
        await expect((result as Blob).text()).resolves.toBe('PNG');
      } else {
        expect(result).toEqual(row.response);
      }
    },
  );

  it.each(
    (Object.entries(contract) as [string, Endpoint][])
      .filter(([, e]) => !e.auth)
      .map(([name]) => name as keyof Contract),
  )('should call %s without a token when signed out', async (name) => {
    const endpoint = contract[name] as Endpoint;
    const row = cases[name];
    const { seen } = record(endpoint, row.response);
    await anonymous.call(endpoint, row.input as never);
    expect(seen()?.authorization).toBeNull();
  });

  it('should send every file of an upload as a repeated `files` field', async () => {
    const { seen } = record(contract.uploadFiles, uploadFixtures.slice(0, 2));
    const files = [
      new File(['a'], 'gcash.png', { type: 'image/png' }),
      new File(['b'], 'slip.jpg', { type: 'image/jpeg' }),
    ];
    await signedIn.call(contract.uploadFiles, { body: { files } });
    const form = seen()?.body as FormData;
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['gcash.png', 'slip.jpg']);
  });

  it('should pass a FormData body through untouched', async () => {
    const { seen } = record(contract.uploadFiles, uploadFixtures.slice(0, 1));
    const form = new FormData();
    form.append('files', new File(['a'], 'id.jpg', { type: 'image/jpeg' }));
    await signedIn.call(contract.uploadFiles, { body: form });
    expect(((seen()?.body as FormData).get('files') as File).name).toBe('id.jpg');
  });
});
