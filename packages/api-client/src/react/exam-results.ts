import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { useApiClient } from './context.ts';
import { callEndpoint } from './endpoints.ts';
import { examKeys } from './exams.ts';

/**
 * My Exams and My Progress (decision 0051). Keyed under the user's exam keys, so what refreshes
 * an attempt (starting, submitting) refreshes these too.
 */
export const examResultKeys = {
  all: (userId: string) => [...examKeys.user(userId), 'results'] as const,
  templates: (userId: string) => [...examResultKeys.all(userId), 'templates'] as const,
  attempts: (userId: string) => [...examResultKeys.all(userId), 'attempts'] as const,
  list: (userId: string) => [...examResultKeys.all(userId), 'list'] as const,
  detail: (userId: string, examId: string) => [...examResultKeys.all(userId), 'detail', examId] as const,
};

export const examResultQueries = {
  /** Every exam the user may take (the server decides which). */
  templates: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: examResultKeys.templates(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'listExamTemplates', { params: { id: userId }, query: {}, signal }),
    }),
  /** Every attempt of the user, in progress or completed. */
  attempts: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: examResultKeys.attempts(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'listUserExams', { params: { id: userId }, query: {}, signal }),
    }),
  /** The completed attempts, oldest first. */
  list: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: examResultKeys.list(userId),
      queryFn: ({ signal }) => callEndpoint(client, 'listMyResults', { params: { id: userId }, signal }),
    }),
  detail: (client: ApiClient, userId: string, examId: string) =>
    queryOptions({
      queryKey: examResultKeys.detail(userId, examId),
      queryFn: ({ signal }) => callEndpoint(client, 'getExamResult', { params: { id: userId, examId }, signal }),
    }),
};

export const useAvailableExams = (userId: string) => useQuery(examResultQueries.templates(useApiClient(), userId));
export const useAllUserExams = (userId: string) => useQuery(examResultQueries.attempts(useApiClient(), userId));
export const useMyResults = (userId: string) => useQuery(examResultQueries.list(useApiClient(), userId));
export const useExamResult = (userId: string, examId: string) =>
  useQuery(examResultQueries.detail(useApiClient(), userId, examId));
