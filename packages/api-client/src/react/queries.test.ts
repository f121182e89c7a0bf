import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../http.ts';
import { createHandlers } from '../mocks/handlers.ts';
import { createMockState, type MockState } from '../mocks/state.ts';
import { uploadFixtures, userFixture } from '../mocks/fixtures.ts';
import { announcementQueries, lecturerQueries } from './content.ts';
import { enrollmentKeys, enrollmentMutations, enrollmentQueries, paymentKeys, paymentQueries } from './enrollments.ts';
import { examKeys, examMutations, examQueries } from './exams.ts';
import { userKeys, userMutations, userQueries } from './users.ts';

const BASE = 'http://api.test/api/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE, getToken: () => 'token' });
const userId = userFixture._id;
let queryClient: QueryClient;
let state: MockState;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  state = createMockState('default');
  server.use(...createHandlers({ baseUrl: BASE, state }));
});

const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

describe('react queries and mutations', () => {
  it('should refresh enrollments and payments after paying', async () => {
    const enrollments = enrollmentQueries.userList(client, userId);
    const payments = paymentQueries.userList(client, userId);
    await queryClient.fetchQuery(enrollments);
    await queryClient.fetchQuery(payments);
    expect(invalidated(enrollments.queryKey)).toBe(false);

    await new MutationObserver(queryClient, enrollmentMutations.pay(client, queryClient)).mutate({
      params: { id: userId, enrollmentId: 'enr-processing' },
      body: {
        paymentType: 'Full',
        paymentOption: 'GCash',
        price: 10_500,
        receiptId: '9012',
        paymentDate: '2024-01-09',
        reference: 'RC-2024-000123',
        tag: 'Enrollment',
        attachments: [uploadFixtures[0]!],
      },
    });

    expect(invalidated(enrollments.queryKey)).toBe(true);
    expect(invalidated(payments.queryKey)).toBe(true);
    const fresh = await queryClient.fetchQuery(enrollments);
    expect(fresh.docs.find((e) => e._id === 'enr-processing')?.status).toBe('Payment Review');
  });

  it('should refresh /users/me after the profile is updated', async () => {
    await queryClient.fetchQuery(userQueries.me(client));
    await new MutationObserver(queryClient, userMutations.update(client, queryClient)).mutate({
      params: { id: userId },
      body: { mobile: '09998887777' },
    });
    expect(invalidated(userKeys.me())).toBe(true);
    expect((await queryClient.fetchQuery(userQueries.me(client))).mobile).toBe('09998887777');
  });

  it('should refresh the attempts after an exam is started', async () => {
    const attempts = examQueries.attempts(client, userId, 'exm-gened-1');
    expect((await queryClient.fetchQuery(attempts)).totalDocs).toBe(0);
    await new MutationObserver(queryClient, examMutations.start(client, queryClient)).mutate({
      params: { id: userId },
      body: { exam: 'exm-gened-1' },
    });
    expect(invalidated(attempts.queryKey)).toBe(true);
    expect((await queryClient.fetchQuery(attempts)).totalDocs).toBe(1);
  });

  it('should keep the stored answer in the cache without a refetch', async () => {
    const attempt = await new MutationObserver(queryClient, examMutations.start(client, queryClient)).mutate({
      params: { id: userId },
      body: { exam: 'exm-gened-1' },
    });
    const params = { id: userId, examId: attempt._id, questionId: 'q-3' };
    await new MutationObserver(queryClient, examMutations.answer(client, queryClient)).mutate({
      params,
      body: { answer: 'C', answeredAt: new Date().toISOString() },
    });
    expect(queryClient.getQueryData(examKeys.answer(userId, attempt._id, 'q-3'))).toMatchObject({ answer: 'C' });
  });

  it('should not touch other users’ data or unrelated lists when paying', async () => {
    await queryClient.fetchQuery(announcementQueries.list(client, { limit: 3 }));
    await new MutationObserver(queryClient, enrollmentMutations.attachProof(client, queryClient)).mutate({
      params: { id: 'enr-processing' },
      body: {
        paymentOption: 'BPI',
        receiptId: 'R-1',
        paymentDate: '2024-01-09',
        attachments: [uploadFixtures[1]!],
        status: 'Payment Review',
      },
    });
    expect(queryClient.getQueryState(['announcements', 'list', { limit: 3 }])?.isInvalidated).toBe(false);
    expect(enrollmentKeys.all).toEqual(['enrollments']);
    expect(paymentKeys.all).toEqual(['payments']);
  });

  it('should find an announcement by slug, or null when there is none', async () => {
    await expect(
      queryClient.fetchQuery(announcementQueries.detail(client, 'cebu-branch-opening')),
    ).resolves.toMatchObject({
      title: 'Our Cebu Branch Is Now Open',
    });
    await expect(queryClient.fetchQuery(announcementQueries.detail(client, 'no-such-slug'))).resolves.toBeNull();
  });

  it('should load lecturers 4 at a time until all are loaded (product §2)', async () => {
    const observer = new InfiniteQueryObserver(queryClient, lecturerQueries.pages(client, 4));
    await observer.refetch();
    const first = observer.getCurrentResult();
    expect(first.data?.pages.flatMap((p) => p.docs)).toHaveLength(4);
    expect(first.hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(second.data?.pages.flatMap((p) => p.docs)).toHaveLength(6);
    expect(second.hasNextPage).toBe(false);
  });
});
