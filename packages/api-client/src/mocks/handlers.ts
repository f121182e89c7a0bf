import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { API_BASE_PATH, roleAllows } from '@review-center/domain';
import { contract } from '../contract/index.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import { accommodationResolvers } from './accommodations.ts';
import { announcementResolvers } from './announcements.ts';
import { auditResolvers } from './audit.ts';
import { backupResolvers } from './backups.ts';
import { catalogueOptionResolvers } from './catalogue-options.ts';
import { categoryResolvers } from './categories.ts';
import { couponResolvers } from './coupons.ts';
import { coursewareResolvers } from './courseware.ts';
import { deviceResolvers } from './devices.ts';
import { discussionResolvers } from './discussions.ts';
import { enrollmentResolvers } from './enrollments.ts';
import { examReminderResolvers } from './exam-reminders.ts';
import { examResultResolvers } from './exam-results.ts';
import { cohortHeatmapResolvers } from './cohort-heatmap.ts';
import { examTemplateResolvers } from './exam-templates.ts';
import { examResolvers } from './exams.ts';
import { imageResolvers } from './images.ts';
import { lecturerResolvers } from './lecturers.ts';
import { offeringResolvers } from './offerings.ts';
import { outboxResolvers } from './outbox.ts';
import { practiceResolvers } from './practice.ts';
import { questionResolvers } from './questions.ts';
import { subjectResolvers } from './subjects.ts';
import { receiptResolvers } from './receipts.ts';
import { revieweeResolvers } from './reviewees.ts';
import { settingsResolvers } from './settings.ts';
import { staffAccountResolvers } from './staff-accounts.ts';
import { statementImportResolvers } from './statement-imports.ts';
import { ticketResolvers } from './tickets.ts';
import { uploadResolvers } from './uploads.ts';
import { userResolvers } from './users.ts';
import { utilityResolvers } from './utilities.ts';
import { Reply, type EndpointName, type MockRequest, type Resolvers } from './resolver.ts';
import { createMockState, type MockScenario, type MockState } from './state.ts';

// zod/mini loads no messages: the mock API's 400s read in zod's English, like the real API's.
z.config(z.locales.en());

/**
 * How a call fails: `network` (no answer), `loading` (never answers: spinners and the 10 s
 * timeout), or an HTTP status answered with `{ message }` (product §8 rows: 404, 409, 500, 403).
 */
export type MockFailure = 'network' | 'loading' | number;
export type { EndpointName } from './resolver.ts';

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

/**
 * One resolver per contract call, one module per resource as in contract/: TypeScript keeps
 * this list complete and each resolver's request and answer to its endpoint's schemas.
 */
const resolvers: Resolvers<EndpointName> = {
  ...accommodationResolvers,
  ...announcementResolvers,
  ...auditResolvers,
  ...backupResolvers,
  ...catalogueOptionResolvers,
  ...categoryResolvers,
  ...couponResolvers,
  ...coursewareResolvers,
  ...deviceResolvers,
  ...discussionResolvers,
  ...enrollmentResolvers,
  ...examReminderResolvers,
  ...examResultResolvers,
  ...cohortHeatmapResolvers,
  ...examTemplateResolvers,
  ...examResolvers,
  ...imageResolvers,
  ...lecturerResolvers,
  ...offeringResolvers,
  ...outboxResolvers,
  ...practiceResolvers,
  ...questionResolvers,
  ...subjectResolvers,
  ...receiptResolvers,
  ...revieweeResolvers,
  ...settingsResolvers,
  ...staffAccountResolvers,
  ...statementImportResolvers,
  ...ticketResolvers,
  ...uploadResolvers,
  ...userResolvers,
  ...utilityResolvers,
};

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
        if (endpoint.roles && !roleAllows(state.me?.role ?? '', endpoint.roles))
          return json({ message: 'Forbidden' }, 403);
        // Every /users/{id}/... call needs the token of user {id} (docs/architecture.md#authorization).
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
        // The request was checked against this endpoint above; a resolver looked up by a name
        // the compiler cannot narrow takes it as the request of any endpoint.
        const resolve = resolvers[name] as (request: MockRequest<Endpoint>) => unknown;
        const result = await resolve({ params, query, body, state, now: clock() } as MockRequest<Endpoint>);
        if (result instanceof Reply) return json({ message: result.message }, result.status);
        if (result instanceof Blob) return new HttpResponse(result, { headers: { 'Content-Type': result.type } });
        return json(result);
      },
    ),
  );
}

/** Ready-made handler sets for the states of product §8, for stories' `parameters.msw.handlers`. */
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
  resetLinkNotFound: { checkResetLink: 404 },
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

/** Handlers of the default scenario with one product §8 failure, e.g. `handlersFor('loginNetworkError')`. */
export const handlersFor = (failure: FailureHandlerName, options: Omit<MockOptions, 'failures'> = {}) =>
  createHandlers({ ...options, failures: failureHandlers[failure] });

/** The default scenario at the same-origin base path. */
export const handlers = createHandlers();
