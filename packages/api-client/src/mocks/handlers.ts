import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { API_BASE_PATH, ENROLLMENT_STATUS, type Enrollment, type UploadResult } from '@review-center/domain';
import { contract, type Contract } from '../contract/index.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import { createMockState, MOCK_PASSWORD, type MockScenario, type MockState } from './state.ts';

// zod/mini loads no messages: the mock API's 400s read in zod's English, like the real API's.
z.config(z.locales.en());

/**
 * How a call fails: `network` (no answer), `loading` (never answers: spinners and the 10 s
 * timeout), or an HTTP status answered with `{ message }` (spec §8 rows: 404, 409, 500, 403).
 */
export type MockFailure = 'network' | 'loading' | number;
export type EndpointName = keyof Contract;

export interface MockOptions {
  /** Default: same origin `/api/v2`. Node tests need an absolute URL. */
  baseUrl?: string;
  /** Which data the API starts with (see MOCK_SCENARIOS). */
  scenario?: MockScenario;
  /** Start from this state instead (a scenario's state, changed). */
  state?: MockState;
  /** Make these calls fail. */
  failures?: Partial<Record<EndpointName, MockFailure>>;
  /** The mock server's clock (exam windows, created dates). Default: the real clock. */
  now?: () => Date;
  /** Wait this long before answering, to show loading states. Default 0. */
  delayMs?: number;
}

interface Request {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  state: MockState;
  now: Date;
}

class Reply {
  readonly status: number;
  readonly message: string;
  constructor(status: number, message: string) {
    this.status = status;
    this.message = message;
  }
}
const fail = (status: number, message: string) => new Reply(status, message);

type Resolver = (request: Request) => unknown;

const page = <T>(docs: T[], query: Record<string, string>) => {
  const limit = Number(query.limit ?? docs.length) || docs.length;
  const offset = query.offset ? Number(query.offset) : query.page ? (Number(query.page) - 1) * limit : 0;
  return { docs: docs.slice(offset, offset + limit), totalDocs: docs.length };
};

const byDateDesc = <T>(items: T[], key: keyof T) =>
  [...items].sort((a, b) => String(b[key]).localeCompare(String(a[key])));

let sequence = 1000;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

const findEnrollment = (state: MockState, id: string | undefined) => state.enrollments.find((e) => e._id === id);

function exam(state: MockState, examId: string | undefined) {
  const attempt = state.userExams.find((item) => item._id === examId);
  if (!attempt) return fail(404, 'Exam not found');
  return attempt;
}

const examOpen = (attempt: { exam: { availableFrom: string; availableUntil: string } }, now: Date) =>
  now >= new Date(attempt.exam.availableFrom) && now <= new Date(attempt.exam.availableUntil);

/** One resolver per contract call: TypeScript keeps this list complete. */
const resolvers: Record<EndpointName, Resolver> = {
  listOfferings: ({ state, query }) =>
    page(query.published === 'true' ? state.offerings.filter((o) => o.published) : state.offerings, query),
  getOffering: ({ state, params }) =>
    state.offerings.find((o) => o._id === params.id) ?? fail(404, 'Offering not found'),
  signIn: ({ state, body }) => {
    const { email, password } = body as { email: string; password: string };
    const user = state.users.find((u) => u.email === email);
    if (!user || password !== MOCK_PASSWORD) return fail(404, 'Invalid Email / Password');
    return { token: `token-${user._id}`, _id: user._id };
  },
  register: ({ state, body }) => {
    const { email } = body as { email: string };
    if (state.users.some((u) => u.email === email)) return fail(409, 'Email already taken');
    const _id = nextId('usr');
    state.users.push({ ...(body as object), _id, email, verified: false, role: 'user' } as MockState['users'][number]);
    return { token: `token-${_id}`, _id };
  },
  verifyUser: ({ state, params }) =>
    state.users.some((u) => u._id === params.id) ? { message: 'Account verified' } : fail(404, 'User not found'),
  resendVerification: ({ state, params }) =>
    state.users.some((u) => u._id === params.id) ? { message: 'Verification sent' } : fail(404, 'User not found'),
  resetPassword: ({ state, body }) =>
    state.users.some((u) => u.email === (body as { email: string }).email)
      ? { message: 'Reset link sent' }
      : fail(404, 'Email not registered'),
  changePassword: ({ state, body }) =>
    state.users.some((u) => u._id === (body as { user: string }).user)
      ? { message: 'Password changed' }
      : fail(404, 'Token / Email was not found'),
  getMe: ({ state }) => state.me,
  updateUser: ({ state, body }) => {
    state.me = { ...state.me!, ...(body as object) };
    const { token: _token, ...user } = state.me;
    return user;
  },
  listAnnouncements: ({ state, query }) => {
    const all = byDateDesc(state.announcements, 'date');
    return page(query.slug ? all.filter((a) => a.slug === query.slug) : all, query);
  },
  listLecturers: ({ state, query }) => page(state.lecturers, query),
  createEnrollment: ({ state, body, now }) => {
    const input = body as {
      email: string;
      offering: string;
      paymentType: 'Full' | 'Installment';
      branch: Enrollment['branch'];
    };
    if (state.users.some((u) => u.email === input.email)) return fail(409, 'Email already taken');
    const user = nextId('usr');
    const enrollment = newEnrollment(state, { ...input, user, now });
    if (enrollment instanceof Reply) return enrollment;
    return {
      _id: enrollment._id,
      reference: enrollment.reference,
      status: enrollment.status,
      token: `token-${user}`,
      user,
    };
  },
  listEnrollments: ({ state, query }) => {
    const mine = state.enrollments.filter((e) => !query.user || e.user === query.user);
    return page(byDateDesc(mine, 'createdDate'), query);
  },
  getEnrollment: ({ state, params }) => {
    const enrollment = findEnrollment(state, params.id);
    if (!enrollment) return fail(404, 'Enrollment not found');
    const user = state.users.find((u) => u._id === enrollment.user);
    return user ? { ...enrollment, user } : enrollment;
  },
  updateEnrollment: ({ state, params, body }) => {
    const enrollment = findEnrollment(state, params.id);
    if (!enrollment) return fail(404, 'Enrollment not found');
    if (enrollment.status !== ENROLLMENT_STATUS.processing) return fail(409, 'Enrollment is not awaiting payment');
    Object.assign(enrollment, body);
    return enrollment;
  },
  enrollUser: ({ state, params, body, now }) => {
    const input = body as { offering: string; paymentType: 'Full' | 'Installment'; branch: Enrollment['branch'] };
    if (state.enrollments.some((e) => e.user === params.id && offeringId(e) === input.offering))
      return fail(409, 'Account already enrolled');
    const enrollment = newEnrollment(state, { ...input, user: params.id!, now });
    if (enrollment instanceof Reply) return enrollment;
    return { _id: enrollment._id, reference: enrollment.reference, status: enrollment.status };
  },
  listUserEnrollments: ({ state, params, query }) =>
    page(
      byDateDesc(
        state.enrollments.filter((e) => e.user === params.id),
        'createdDate',
      ),
      query,
    ),
  submitPayment: ({ state, params, body, now }) => {
    const enrollment = findEnrollment(state, params.enrollmentId);
    if (!enrollment) return fail(404, 'Enrollment not found');
    const input = body as Omit<MockState['payments'][number], '_id' | 'createdDate' | 'status'>;
    const payment = {
      ...input,
      _id: nextId('pay'),
      createdDate: now.toISOString(),
      status: 'Payment Review' as const,
      enrollment: enrollment._id,
    };
    state.payments.unshift(payment);
    if (enrollment.status === ENROLLMENT_STATUS.processing) enrollment.status = ENROLLMENT_STATUS.paymentReview;
    return payment;
  },
  listUserPayments: ({ state, params, query }) => {
    const mine = new Set(state.enrollments.filter((e) => e.user === params.id).map((e) => e._id));
    return page(
      byDateDesc(
        state.payments.filter((p) => p.enrollment && mine.has(p.enrollment)),
        'createdDate',
      ),
      query,
    );
  },
  uploadFiles: ({ state, body }) => {
    const files = (body as FormData).getAll('files').filter((item): item is File => item instanceof File);
    if (files.length === 0) return fail(400, 'No files');
    const results: UploadResult[] = files.map((file) => {
      const id = nextId('upl');
      return { id, url: `${API_BASE_PATH}/uploads/${id}`, filename: file.name, mimetype: file.type, size: file.size };
    });
    state.uploads.push(...results);
    return results;
  },
  getUpload: ({ state, params }) =>
    state.uploads.some((u) => u.id === params.id)
      ? new Blob([PNG_PIXEL], { type: 'image/png' })
      : fail(404, 'Not found'),
  listSubscriptions: ({ state }) => page(state.subscriptions, {}),
  getCourseware: ({ state }) =>
    state.courseware === 'not-enrolled'
      ? fail(403, 'Not enrolled')
      : (state.courseware ?? fail(404, 'No courseware available')),
  getProgress: ({ state }) => state.progress,
  createDiscussion: ({ state, params, body, now }) => {
    const discussion = {
      ...(body as { title: string; content: string }),
      _id: nextId('dsc'),
      user: params.id!,
      createdDate: now.toISOString(),
    };
    state.discussions.push(discussion);
    return discussion;
  },
  updateDiscussion: ({ state, params, body, now }) => {
    const discussion = state.discussions.find((d) => d._id === params.discussionId);
    if (!discussion) return fail(404, 'Discussion not found');
    return Object.assign(discussion, body, { updatedDate: now.toISOString() });
  },
  createOpinion: ({ state, params, body, now }) => {
    if (!state.discussions.some((d) => d._id === params.discussionId)) return fail(404, 'Discussion not found');
    const opinion = {
      ...(body as { content: string }),
      _id: nextId('opn'),
      discussion: params.discussionId!,
      user: params.id!,
      createdDate: now.toISOString(),
    };
    state.opinions.push(opinion);
    return opinion;
  },
  updateOpinion: ({ state, params, body, now }) => {
    const opinion = state.opinions.find((o) => o._id === params.opinionId);
    if (!opinion) return fail(404, 'Opinion not found');
    return Object.assign(opinion, body, { updatedDate: now.toISOString() });
  },
  listExamTemplates: ({ state, query }) =>
    page(query.slug ? state.examTemplates.filter((t) => t.slug === query.slug) : state.examTemplates, {}),
  listUserExams: ({ state, query }) =>
    page(query.exam ? state.userExams.filter((e) => e.exam._id === query.exam) : state.userExams, {}),
  startExam: ({ state, body, now }) => {
    const template = state.examTemplates.find((t) => t._id === (body as { exam: string }).exam);
    if (!template) return fail(404, 'Exam not found');
    if (state.userExams.some((e) => e.exam._id === template._id)) return fail(409, 'Exam already started');
    const attempt = {
      _id: nextId('uex'),
      exam: { ...template, questions: state.questions.map((q) => q._id) },
      answers: [],
      completed: false,
      createdDate: now.toISOString(),
    };
    if (!examOpen(attempt, now)) return fail(403, 'Exam not available');
    state.userExams.push(attempt);
    return attempt;
  },
  getUserExam: ({ state, params }) => exam(state, params.examId),
  submitAnswer: ({ state, params, body, now }) => {
    const attempt = exam(state, params.examId);
    if (attempt instanceof Reply) return attempt;
    if (attempt.completed || !examOpen(attempt, now)) return fail(403, 'Exam is closed');
    const { answer, answeredAt } = body as { answer: string; answeredAt: string };
    const question = state.questions.find((q) => q._id === params.questionId);
    if (!question?.options.some((o) => o.label === answer)) return fail(400, 'Answer is not an option');
    const stored = state.answers.find((a) => a.exam === attempt._id && a.question === question._id);
    // The latest selection wins across tabs: an older answeredAt does not replace a newer one.
    if (stored?.answeredAt && stored.answeredAt > answeredAt) return stored;
    const record = {
      answer,
      answeredAt,
      exam: attempt._id,
      question: question._id,
      user: params.id!,
      updatedDate: now.toISOString(),
    };
    state.answers = [...state.answers.filter((a) => a !== stored), record];
    attempt.answers = [
      ...attempt.answers.filter((a) => a.question !== question._id),
      { question: question._id, answer },
    ];
    return record;
  },
  getAnswer: ({ state, params }) =>
    state.answers.find((a) => a.exam === params.examId && a.question === params.questionId) ??
    fail(404, 'No answer yet'),
  completeExam: ({ state, params, body, now }) => {
    const attempt = exam(state, params.examId);
    if (attempt instanceof Reply) return attempt;
    if (attempt.completed) return fail(403, 'Exam already completed');
    for (const { question, answer } of (body as { answers: { question: string; answer: string }[] }).answers)
      attempt.answers = [...attempt.answers.filter((a) => a.question !== question), { question, answer }];
    return Object.assign(attempt, { completed: true, completedDate: now.toISOString(), score: attempt.answers.length });
  },
  getQuestion: ({ state, params }) =>
    state.questions.find((q) => q._id === params.questionId) ?? fail(404, 'Question not found'),
  getCurrentTime: ({ now }) => ({ current: now.toISOString() }),
  listCategories: ({ state, query }) => page(state.categories, query),
  createSupportTicket: () => ({ _id: nextId('tkt') }),
  availCoupon: ({ state, body }) => {
    const { code, offering } = body as { code: string; offering: string };
    return state.coupons.find((c) => c.code === code && c.offering === offering) ?? fail(404, 'Coupon not found');
  },
  listCoupons: ({ state, query }) =>
    page(
      state.coupons.filter((c) => !query.offering || c.offering === query.offering),
      {},
    ),
  listReviewEnrollments: ({ state }) => {
    const docs = state.enrollments
      .filter((e) => e.status === ENROLLMENT_STATUS.paymentReview)
      .map((e) => ({
        ...e,
        user: state.users.find((u) => u._id === e.user) ?? state.me,
        offering: typeof e.offering === 'string' ? state.offerings.find((o) => o._id === e.offering) : e.offering,
        payments: state.payments.filter((p) => p.enrollment === e._id),
      }));
    return page(docs, {});
  },
  approveEnrollment: ({ state, params }) => review(state, params.id, 'Approved'),
  rejectEnrollment: ({ state, params }) => review(state, params.id, 'Rejected'),
};

function review(state: MockState, id: string | undefined, outcome: 'Approved' | 'Rejected') {
  const enrollment = findEnrollment(state, id);
  if (!enrollment) return fail(404, 'Enrollment not found');
  if (enrollment.status !== ENROLLMENT_STATUS.paymentReview) return fail(409, 'Enrollment is not in Payment Review');
  for (const payment of state.payments)
    if (payment.enrollment === enrollment._id && payment.status === 'Payment Review') payment.status = outcome;
  enrollment.status = outcome === 'Approved' ? ENROLLMENT_STATUS.active : ENROLLMENT_STATUS.processing;
  if (outcome === 'Approved') {
    const next = enrollment.installments.find((i) => !i.paid);
    if (next) next.paid = true;
  }
  return enrollment;
}

const offeringId = (enrollment: Enrollment) =>
  typeof enrollment.offering === 'string' ? enrollment.offering : enrollment.offering._id;

function newEnrollment(
  state: MockState,
  input: {
    offering: string;
    paymentType: 'Full' | 'Installment';
    branch: Enrollment['branch'];
    user: string;
    now: Date;
  },
): Enrollment | Reply {
  const offering = state.offerings.find((o) => o._id === input.offering);
  if (!offering) return fail(404, 'Offering not found');
  const enrollment: Enrollment = {
    _id: nextId('enr'),
    reference: `RC-${input.now.getFullYear()}-${String(++sequence).padStart(6, '0')}`,
    status: ENROLLMENT_STATUS.processing,
    createdDate: input.now.toISOString(),
    offering: { _id: offering._id, title: offering.title, price: offering.price },
    user: input.user,
    price: offering.price,
    paymentType: input.paymentType,
    attachments: [],
    branch: input.branch,
    installments: [],
  };
  state.enrollments.unshift(enrollment);
  return enrollment;
}

/** A 1×1 transparent PNG, what GET /uploads/{id} serves back. */
const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/**
 * MSW handlers for every call of the contract, over one in-memory state (Storybook and
 * component tests; never used by the running product). Requests are validated with the
 * contract, token calls without a token answer 401, administrator calls 403 for others.
 */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/$/, '');
  const clock = options.now ?? (() => new Date());
  const state = options.state ?? createMockState(options.scenario, clock());
  return (Object.entries(contract) as [EndpointName, Endpoint][]).map(([name, endpoint]) =>
    http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
      `${baseUrl}${toMswPath(endpoint.path)}`,
      async ({ request, params }) => {
        if (options.delayMs) await delay(options.delayMs);
        const failure = options.failures?.[name];
        if (failure === 'network') return HttpResponse.error();
        if (failure === 'loading') await delay('infinite');
        if (typeof failure === 'number') return json({ message: `Mock failure ${failure}` }, failure);

        if (endpoint.auth && !request.headers.get('authorization')) return json({ message: 'Sign in first' }, 401);
        if (endpoint.auth && !state.me) return json({ message: 'Session expired' }, 401);
        if (endpoint.role && state.me?.role !== endpoint.role) return json({ message: 'Forbidden' }, 403);
        // Every /users/{id}/... call needs the token of user {id} (DESIGN.md "Authorization").
        if (endpoint.auth && endpoint.path.startsWith('/users/{id}') && params.id !== state.me?._id)
          return json({ message: 'Forbidden' }, 403);

        const query = Object.fromEntries(new URL(request.url).searchParams);
        let body: unknown;
        if (endpoint.bodyType === 'multipart') body = await request.formData();
        else if (endpoint.body) {
          const parsed = endpoint.body.safeParse(await request.json().catch(() => undefined));
          if (!parsed.success) return json({ message: z.prettifyError(parsed.error) }, 400);
          body = parsed.data;
        }
        const result = resolvers[name]({ params: params as Record<string, string>, query, body, state, now: clock() });
        if (result instanceof Reply) return json({ message: result.message }, result.status);
        if (result instanceof Blob) return new HttpResponse(result, { headers: { 'Content-Type': result.type } });
        return json(result);
      },
    ),
  );
}

/** Ready-made handler sets for the states of spec §8, for stories' `parameters.msw.handlers`. */
export const failureHandlers = {
  loginNetworkError: { signIn: 'network' },
  loginInvalidCredentials: { signIn: 404 },
  loginServerError: { signIn: 500 },
  registerEmailTaken: { register: 409 },
  registerServerError: { register: 500 },
  enrollEmailTaken: { createEnrollment: 409 },
  enrollFailed: { createEnrollment: 500 },
  enrollAlreadyEnrolled: { enrollUser: 409 },
  forgotPasswordNotRegistered: { resetPassword: 404 },
  changePasswordNotFound: { changePassword: 404 },
  verifyFailed: { verifyUser: 404 },
  verifyResendFailed: { resendVerification: 500 },
  coursewareNotEnrolled: { getCourseware: 403 },
  coursewareNotAvailable: { getCourseware: 404 },
  paymentFailed: { submitPayment: 500 },
  uploadFailed: { uploadFiles: 500 },
  supportFailed: { createSupportTicket: 500 },
  examStartNetworkError: { startExam: 'network' },
  examAnswerNetworkError: { submitAnswer: 'network' },
  examLoadFailure: { getUserExam: 500 },
  currentUserFailed: { getMe: 401 },
  offeringsLoading: { listOfferings: 'loading' },
} satisfies Record<string, Partial<Record<EndpointName, MockFailure>>>;
export type FailureHandlerName = keyof typeof failureHandlers;

/** Handlers of the default scenario with one §8 failure, e.g. `handlersFor('loginNetworkError')`. */
export const handlersFor = (failure: FailureHandlerName, options: Omit<MockOptions, 'failures'> = {}) =>
  createHandlers({ ...options, failures: failureHandlers[failure] });

/** The default scenario at the same-origin base path. */
export const handlers = createHandlers();
