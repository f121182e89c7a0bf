import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http.ts';
import { useApiClient } from './context.ts';
import { callMutation } from './mutation.ts';

/** Exam reminders (decision 0091): the e-mailed link's one call. */
export const examReminderMutations = {
  /** Stops the exam reminders of the account the key names; no session needed, nothing cached changes. */
  unsubscribe: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'unsubscribeFromExamReminders'),
};

export const useUnsubscribeFromExamReminders = () =>
  useMutation(examReminderMutations.unsubscribe(useApiClient(), useQueryClient()));
