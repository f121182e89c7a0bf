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
  enrollmentFixtures,
  examTemplateFixture,
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
const review = { ...enrollmentFixtures.paymentReview, user: userFixture, payments: [paymentFixtures[0]!] };
const detail = {
  ...review,
  amountPaid: 0,
  nextDueDate: null,
  cancellationReason: null,
  rejectionReason: null,
  history: [],
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
  createDiscussion: {
    input: { params: { id: 'usr-maria' }, body: { title: 'Tips sa ProfEd?', content: 'Paano kayo nag-review?' } },
    url: '/users/usr-maria/discussions',
    sent: { title: 'Tips sa ProfEd?', content: 'Paano kayo nag-review?' },
    response: {
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
  completeExam: {
    input: { params: { id: 'usr-maria', examId: 'uex-1' }, body: { answers: [{ question: 'q-2', answer: 'A' }] } },
    url: '/users/usr-maria/exams/uex-1/complete',
    sent: { answers: [{ question: 'q-2', answer: 'A' }] },
    response: userExamFixtures.completed,
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
    input: { params: { id: 'enr-review' }, body: { reason: 'Refunded' } },
    url: '/admin/enrollments/enr-review/cancel',
    sent: { reason: 'Refunded' },
    response: { ...detail, status: 'Cancelled', cancellationReason: 'Refunded' },
  },
  getDashboard: {
    input: {},
    url: '/admin/dashboard',
    response: { paymentsWaiting: 1, newTickets: 0, approvalsToday: 2, enrollments: [] },
  },
  listAuditLog: {
    input: { query: { entityId: 'enr-review' } },
    url: '/admin/audit?entityId=enr-review',
    response: docs([]),
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
};

/** The staff console's people calls (decision 0029). */
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
