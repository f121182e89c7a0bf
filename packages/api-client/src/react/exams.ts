import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../errors.ts';
import type { ApiClient, CallInput, CallResult } from '../http.ts';
import { accountKeys } from './account.ts';
import { callEndpoint, type Contract } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';

export const examKeys = {
  all: ['exams'] as const,
  user: (userId: string) => [...examKeys.all, userId] as const,
  templates: (userId: string, slug: string) => [...examKeys.user(userId), 'templates', slug] as const,
  attempts: (userId: string) => [...examKeys.user(userId), 'attempts'] as const,
  attemptList: (userId: string, templateId: string) => [...examKeys.attempts(userId), 'list', templateId] as const,
  attempt: (userId: string, examId: string) => [...examKeys.attempts(userId), 'detail', examId] as const,
  answer: (userId: string, examId: string, questionId: string) =>
    [...examKeys.user(userId), 'answers', examId, questionId] as const,
  question: (userId: string, questionId: string) => [...examKeys.user(userId), 'questions', questionId] as const,
  serverTime: () => [...examKeys.all, 'server-time'] as const,
};

export const examQueries = {
  /** The exam page finds its template by slug (product §4 "Exam flow"). */
  templates: (client: ApiClient, userId: string, slug: string) =>
    queryOptions({
      queryKey: examKeys.templates(userId, slug),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'listExamTemplates', { params: { id: userId }, query: { slug }, signal }),
    }),
  attempts: (client: ApiClient, userId: string, templateId: string) =>
    queryOptions({
      queryKey: examKeys.attemptList(userId, templateId),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'listUserExams', { params: { id: userId }, query: { exam: templateId }, signal }),
    }),
  attempt: (client: ApiClient, userId: string, examId: string) =>
    queryOptions({
      queryKey: examKeys.attempt(userId, examId),
      queryFn: ({ signal }) => callEndpoint(client, 'getUserExam', { params: { id: userId, examId }, signal }),
    }),
  /** A question does not change during an attempt. */
  question: (client: ApiClient, userId: string, questionId: string) =>
    queryOptions({
      queryKey: examKeys.question(userId, questionId),
      queryFn: ({ signal }) => callEndpoint(client, 'getQuestion', { params: { id: userId, questionId }, signal }),
      staleTime: Infinity,
    }),
  /** The stored answer; 404 clears the shown answer (product §8), so it is not retried. */
  answer: (client: ApiClient, userId: string, examId: string, questionId: string) =>
    queryOptions({
      queryKey: examKeys.answer(userId, examId, questionId),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'getAnswer', { params: { id: userId, examId, questionId }, signal }),
      retry: false,
    }),
  /** The exam's clock is the server's (product §3 "Server time response"). */
  serverTime: (client: ApiClient) =>
    queryOptions({
      queryKey: examKeys.serverTime(),
      queryFn: ({ signal }) => callEndpoint(client, 'getCurrentTime', { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const examMutations = {
  /** Starting an exam refreshes the user's attempts. */
  start: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'startExam', (input) => [examKeys.attempts(input.params.id)]),
  /** The stored answer is written into the cache: no refetch per click. */
  answer: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CallResult<Contract['submitAnswer']>, ApiError, CallInput<Contract['submitAnswer']>>({
      mutationKey: ['submitAnswer'],
      mutationFn: (input) => callEndpoint(client, 'submitAnswer', input),
      onSuccess: (answer, { params }) => {
        queryClient.setQueryData(examKeys.answer(params.id, params.examId, params.questionId), answer);
      },
    }),
  /** Submitting refreshes the attempts and the progress chart (the server scores it). */
  complete: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'completeExam', (input) => [
      examKeys.attempts(input.params.id),
      accountKeys.progressAll(input.params.id),
    ]),
};

export const useExamTemplates = (userId: string, slug: string) =>
  useQuery(examQueries.templates(useApiClient(), userId, slug));
export const useUserExams = (userId: string, templateId: string) =>
  useQuery(examQueries.attempts(useApiClient(), userId, templateId));
export const useUserExam = (userId: string, examId: string) =>
  useQuery(examQueries.attempt(useApiClient(), userId, examId));
export const useQuestion = (userId: string, questionId: string) =>
  useQuery(examQueries.question(useApiClient(), userId, questionId));
export const useAnswer = (userId: string, examId: string, questionId: string) =>
  useQuery(examQueries.answer(useApiClient(), userId, examId, questionId));
export const useServerTime = () => useQuery(examQueries.serverTime(useApiClient()));
export const useStartExam = () => useMutation(examMutations.start(useApiClient(), useQueryClient()));
export const useSubmitAnswer = () => useMutation(examMutations.answer(useApiClient(), useQueryClient()));
export const useCompleteExam = () => useMutation(examMutations.complete(useApiClient(), useQueryClient()));
