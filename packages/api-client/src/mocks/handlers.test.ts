import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '@review-center/domain';
import { contract } from '../contract/index.ts';
import { toFailure } from '../errors.ts';
import { createApiClient } from '../http.ts';
import { createHandlers, failureHandlers, handlersFor, type MockOptions } from './handlers.ts';
import { createMockState, MOCK_PASSWORD, type MockScenario } from './state.ts';
import { adminUserFixture, userFixture } from './fixtures.ts';

const BASE = 'http://api.test/api/v2';
const NOW = new Date('2024-02-10T02:00:00.000Z');
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const use = (options: Omit<MockOptions, 'baseUrl'> = {}) =>
  server.use(...createHandlers({ baseUrl: BASE, now: () => NOW, ...options }));
const client = createApiClient({ baseUrl: BASE, getToken: () => 'token' });
const anonymous = createApiClient({ baseUrl: BASE });
const me = { params: { id: userFixture._id } };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => toFailure(error),
  );

describe('createHandlers', () => {
  it('should answer every read of the default scenario with data the contract accepts', async () => {
    use();
    const reads = await Promise.all([
      client.call(contract.listOfferings, { query: { published: true } }),
      client.call(contract.getMe, {}),
      client.call(contract.listAnnouncements, { query: { limit: 3, sort: '-date' } }),
      client.call(contract.listLecturers, { query: { limit: 4 } }),
      client.call(contract.listEnrollments, { query: { user: userFixture._id } }),
      client.call(contract.listUserEnrollments, me),
      client.call(contract.listUserPayments, me),
      client.call(contract.listSubscriptions, me),
      client.call(contract.getCourseware, me),
      client.call(contract.getProgress, me),
      client.call(contract.listCategories, { query: { group: 'exams' } }),
      client.call(contract.listCoupons, { query: { offering: 'off-hybrid-2024', status: 'On-Going' } }),
      client.call(contract.getCurrentTime, {}),
      client.call(contract.getEnrollment, { params: { id: 'enr-processing' } }),
    ]);
    expect(reads).toHaveLength(14);
    expect(reads[2]).toMatchObject({ totalDocs: 5, docs: { length: 3 } });
    expect(reads[12]).toEqual({ current: NOW.toISOString() });
  });

  it('should hold an enrollment in each status, with installments paid and unpaid', async () => {
    use();
    const { docs } = await client.call(contract.listUserEnrollments, me);
    expect(new Set(docs.map((e) => e.status))).toEqual(new Set(['Processing', 'Payment Review', 'Active']));
    expect(docs.flatMap((e) => e.installments.map((i) => i.paid))).toEqual(expect.arrayContaining([true, false]));
  });

  it('should sign in with the mock password only', async () => {
    use();
    await expect(
      anonymous.call(contract.signIn, { body: { email: userFixture.email, password: MOCK_PASSWORD } }),
    ).resolves.toMatchObject({ _id: userFixture._id });
    const wrong = await failure(
      anonymous.call(contract.signIn, { body: { email: userFixture.email, password: 'wrongpass' } }),
    );
    expect(messageFor('login', wrong!)).toBe('Error - Invalid Email / Password');
  });

  it('should offer every mock exam to the cohort heatmap and refuse an unknown one by its field', async () => {
    const state = createMockState('default', NOW);
    state.me = { ...adminUserFixture, token: 'admin-token' };
    use({ state });
    const heatmap = await client.call(contract.getCohortHeatmap, { query: { by: 'offering' } });
    expect(heatmap).toMatchObject({ by: 'offering', cells: [] });
    expect(heatmap.counted).toEqual(heatmap.exams.map((exam) => exam._id));
    expect(await failure(client.call(contract.getCohortHeatmap, { query: { exams: 'no-such-exam' } }))).toEqual({
      kind: 'http',
      status: 400,
    });
  });

  it('should match a statement to the payment in review, approve it on confirmation once, and refuse a bad file', async () => {
    const state = createMockState('default', NOW);
    state.me = { ...adminUserFixture, token: 'admin-token' };
    use({ state });
    const csv = (...lines: string[]) => new File([lines.join('\n')], 'gcash.csv', { type: 'text/csv' });
    const mapping = {
      channel: 'GCash',
      dateColumn: 'Date',
      amountColumn: 'Amount',
      textColumn: 'Memo',
      dateFormat: 'YYYY-MM-DD',
    } as const;
    const made = await client.call(contract.createStatementImport, {
      body: { ...mapping, file: csv('Date,Memo,Amount', '2024-02-09,rc 2024 124,"9,500.00"', '2024-02-09,Fee,-15') },
    });
    expect(made).toMatchObject({ problems: [], statementImport: { summary: '1 matched, 0 to review, 1 unknown' } });
    const id = made.statementImport!._id;
    const { docs } = await client.call(contract.listStatementLines, { params: { id }, query: { outcome: 'matched' } });
    expect(docs).toMatchObject([{ line: 2, payments: [{ enrollment: 'enr-review', reference: 'RC-2024-000124' }] }]);
    expect(await client.call(contract.listStatementMappings, {})).toMatchObject([
      { channel: 'GCash', textColumn: 'Memo' },
    ]);

    await expect(client.call(contract.confirmStatementImport, { params: { id } })).resolves.toMatchObject({
      approved: 1,
    });
    expect(state.enrollments.find((e) => e._id === 'enr-review')?.status).toBe('Active');
    expect(await failure(client.call(contract.confirmStatementImport, { params: { id } }))).toEqual({
      kind: 'http',
      status: 409,
    });

    const refused = await client.call(contract.createStatementImport, {
      body: { ...mapping, file: csv('Date,Memo,Amount', '09/02/2024,=1+1,1') },
    });
    expect(refused.statementImport).toBeNull();
    expect(refused.problems).toEqual([
      {
        line: 2,
        reason:
          'The cell “=1+1” in column “Memo” starts with “=”, which a spreadsheet runs as a formula: take it out; ' +
          'The date “09/02/2024” is not a day written as YYYY-MM-DD',
      },
    ]);
  });

  it('should refuse a token call without a token', async () => {
    use();
    expect(await failure(anonymous.call(contract.getMe, {}))).toEqual({ kind: 'http', status: 401 });
  });

  it('should refuse a body the contract rejects', async () => {
    use();
    const bad = { ...me, body: { offering: 'off-hybrid-2024', paymentType: 'Weekly', branch: 'Manila' } };
    expect(await failure(client.call(contract.enrollUser, bad as never))).toEqual({ kind: 'http', status: 400 });
  });

  it('should walk the payment loop: enroll, upload, pay, review, approve', async () => {
    const state = createMockState('default', NOW);
    state.enrollments = [];
    use({ state });
    const created = await client.call(contract.enrollUser, {
      ...me,
      body: { offering: 'off-hyflex-2024', paymentType: 'Full', branch: 'Cebu', schedule: 'Every Sunday' },
    });
    expect(created.status).toBe('Processing');
    const [proof] = await client.call(contract.uploadFiles, {
      body: { files: [new File(['png'], 'gcash.png', { type: 'image/png' })] },
    });
    expect(proof).toMatchObject({ filename: 'gcash.png', mimetype: 'image/png', size: 3 });
    const payment = await client.call(contract.submitPayment, {
      params: { id: userFixture._id, enrollmentId: created._id },
      body: {
        paymentType: 'Full',
        paymentOption: 'GCash',
        price: 9_500,
        receiptId: '123',
        paymentDate: '2024-02-10',
        reference: created.reference,
        tag: 'Enrollment',
        attachments: [proof!],
      },
    });
    expect(payment.status).toBe('Payment Review');
    const mine = await client.call(contract.listUserEnrollments, me);
    expect(mine.docs.map((e) => e.status)).toEqual(['Payment Review']);

    state.me = { ...adminUserFixture, token: 'admin-token' };
    const queue = await client.call(contract.listReviewEnrollments, { query: { status: 'Payment Review' } });
    expect(queue.docs.map((e) => [e._id, e.user.email, e.payments.length])).toEqual([
      [created._id, userFixture.email, 1],
    ]);
    const approved = await client.call(contract.approveEnrollment, { params: { id: created._id } });
    expect(approved.status).toBe('Active');
  });

  it("should refuse another user's /users/{id} calls", async () => {
    use();
    const other = { params: { id: 'usr-juan' } };
    expect(await failure(client.call(contract.listUserEnrollments, other))).toEqual({ kind: 'http', status: 403 });
  });

  it('should refuse administrator calls to other users', async () => {
    use();
    expect(await failure(client.call(contract.listReviewEnrollments, {}))).toEqual({ kind: 'http', status: 403 });
  });

  it('should keep the latest selection of an answer across tabs', async () => {
    use({ scenario: 'exam-continue' });
    const params = { id: userFixture._id, examId: 'uex-1', questionId: 'q-3' };
    await client.call(contract.submitAnswer, { params, body: { answer: 'C', answeredAt: '2024-02-10T01:00:02.000Z' } });
    await client.call(contract.submitAnswer, { params, body: { answer: 'A', answeredAt: '2024-02-10T01:00:01.000Z' } });
    await expect(client.call(contract.getAnswer, { params })).resolves.toMatchObject({ answer: 'C' });
  });

  it('should keep the latest flag change and refuse a question outside the exam (decision 0077)', async () => {
    use({ scenario: 'exam-continue' });
    const params = { id: userFixture._id, examId: 'uex-1', questionId: 'q-3' };
    await client.call(contract.flagQuestion, {
      params,
      body: { flagged: true, flaggedAt: '2024-02-10T01:00:02.000Z' },
    });
    await client.call(contract.flagQuestion, {
      params,
      body: { flagged: false, flaggedAt: '2024-02-10T01:00:01.000Z' },
    });
    const attempt = await client.call(contract.getUserExam, { params: { id: userFixture._id, examId: 'uex-1' } });
    expect(attempt.flags).toContainEqual({ question: 'q-3', flagged: true, flaggedAt: '2024-02-10T01:00:02.000Z' });
    const outside = { ...params, questionId: 'q-none' };
    const body = { flagged: true, flaggedAt: '2024-02-10T01:00:03.000Z' };
    expect(await failure(client.call(contract.flagQuestion, { params: outside, body }))).toEqual({
      kind: 'http',
      status: 404,
    });
  });

  it('should answer 404 for a question without an answer (the page clears it, product §8)', async () => {
    use({ scenario: 'exam-continue' });
    const params = { id: userFixture._id, examId: 'uex-1', questionId: 'q-4' };
    expect(await failure(client.call(contract.getAnswer, { params }))).toEqual({ kind: 'http', status: 404 });
  });

  it.each<
    [MockScenario, { templates: number; attempts: number; completed?: boolean; window: 'open' | 'future' | 'past' }]
  >([
    ['exam-start', { templates: 1, attempts: 0, window: 'open' }],
    ['exam-continue', { templates: 1, attempts: 1, completed: false, window: 'open' }],
    ['exam-completed', { templates: 1, attempts: 1, completed: true, window: 'open' }],
    ['exam-not-yet-available', { templates: 1, attempts: 0, window: 'future' }],
    ['exam-ended', { templates: 1, attempts: 0, window: 'past' }],
    ['exam-not-found', { templates: 0, attempts: 0, window: 'open' }],
    ['exam-access-ended', { templates: 1, attempts: 0, window: 'open' }],
  ])('should set up the %s exam screen', async (scenario, expected) => {
    use({ scenario });
    const templates = await client.call(contract.listExamTemplates, { ...me, query: { slug: 'gen-ed-mock-1' } });
    expect(templates.totalDocs).toBe(expected.templates);
    const attempts = await client.call(contract.listUserExams, { ...me, query: { exam: 'exm-gened-1' } });
    expect(attempts.totalDocs).toBe(expected.attempts);
    if (expected.completed !== undefined) expect(attempts.docs[0]?.completed).toBe(expected.completed);
    const template = templates.docs[0];
    if (template) {
      const window =
        NOW < new Date(template.availableFrom) ? 'future' : NOW > new Date(template.availableUntil) ? 'past' : 'open';
      expect(window).toBe(expected.window);
    }
  });

  it('should show empty lists in the empty scenario', async () => {
    use({ scenario: 'empty' });
    await expect(client.call(contract.listAnnouncements, {})).resolves.toEqual({ docs: [], totalDocs: 0 });
    await expect(client.call(contract.listUserEnrollments, me)).resolves.toEqual({ docs: [], totalDocs: 0 });
    expect(messageFor('courseware', (await failure(client.call(contract.getCourseware, me)))!)).toBe(
      'NO AVAILABLE COURSEWARE FOR DISPLAY',
    );
  });

  it('should answer 403 to courseware when not enrolled', async () => {
    use({ scenario: 'courseware-not-enrolled' });
    expect(messageFor('courseware', (await failure(client.call(contract.getCourseware, me)))!)).toBe(
      'SORRY YOUR NOT ENROLLED IN THIS OFFERING.',
    );
  });
});

describe('failureHandlers', () => {
  it('should fail sign-in with no network', async () => {
    server.use(...handlersFor('loginNetworkError', { baseUrl: BASE }));
    const body = { email: userFixture.email, password: MOCK_PASSWORD };
    expect(messageFor('login', (await failure(anonymous.call(contract.signIn, { body })))!)).toBe(
      'Error - No network connection',
    );
  });

  it.each(
    Object.entries(failureHandlers).flatMap(([name, failures]) =>
      Object.entries(failures)
        .filter(([, how]) => typeof how === 'number')
        .map(([endpoint, status]) => [name, endpoint, status] as const),
    ),
  )('%s should answer %s with %s', async (_name, endpoint, status) => {
    server.use(...createHandlers({ baseUrl: BASE, failures: { [endpoint]: status } }));
    const response = await fetch(
      `${BASE}${contract[endpoint as keyof typeof contract].path.replace(/\{\w+\}/g, 'x')}`,
      { method: contract[endpoint as keyof typeof contract].method },
    );
    expect(response.status).toBe(status);
    await expect(response.json()).resolves.toHaveProperty('message');
  });
});
