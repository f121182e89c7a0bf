import type { ApiError } from '../errors.ts';

/**
 * Every call of the client fails with an ApiError (http.ts turns network, timeout, HTTP and
 * shape failures into one), so TanStack Query's `error` is typed as one everywhere and callers
 * read `error.status` without checking its class first. The one exception is a call superseded
 * on purpose (GET /users/me, product §7), which rejects with an AbortError that `isAbortError` tells
 * apart before anything reads it as a failure.
 */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export { offeringKeys, offeringQueries, useOffering, useOfferings } from './offerings.ts';
export { useApiClient } from './context.ts';
export { ApiClientProvider } from './provider.tsx';
export { callMutation } from './mutation.ts';
export { callEndpoint } from './endpoints.ts';
export {
  deviceKeys,
  deviceMutations,
  deviceQueries,
  useCompleteDeviceMove,
  useMyDevice,
  useRequestDeviceMove,
} from './devices.ts';
export { examReminderMutations, useUnsubscribeFromExamReminders } from './exam-reminders.ts';
export {
  useChangePassword,
  useResetLink,
  useCurrentUser,
  useRegister,
  useResendVerification,
  useResetPassword,
  userKeys,
  userMutations,
  userQueries,
  useSignIn,
  useSignOut,
  useSignOutEverywhere,
  useUpdateUser,
  useVerifyUser,
} from './users.ts';
export {
  announcementKeys,
  announcementQueries,
  centerKeys,
  centerQueries,
  useCenter,
  lecturerKeys,
  lecturerQueries,
  useAnnouncement,
  useAnnouncements,
  useLecturerPages,
  useLecturers,
} from './content.ts';
export {
  couponKeys,
  couponQueries,
  enrollmentKeys,
  enrollmentMutations,
  enrollmentQueries,
  paymentKeys,
  paymentQueries,
  uploadKeys,
  uploadQueries,
  useApproveEnrollment,
  useAttachProof,
  useAvailCoupon,
  useCoupons,
  useCreateEnrollment,
  useEnrollment,
  useEnrollments,
  useEnrollUser,
  useRejectEnrollment,
  useReviewEnrollments,
  useSubmitPayment,
  useUpload,
  useUploadFiles,
  useUserEnrollments,
  useUserPayments,
} from './enrollments.ts';
export {
  accountKeys,
  accountMutations,
  accountQueries,
  categoryKeys,
  categoryQueries,
  useCourseware,
  useCreateSupportTicket,
  useExamCategories,
  useProgress,
  useSubscriptions,
} from './account.ts';
export {
  discussionKeys,
  discussionMutations,
  discussionQueries,
  useCreateDiscussion,
  useCreateOpinion,
  useDiscussion,
  useDiscussions,
  useUpdateDiscussion,
  useUpdateOpinion,
} from './discussions.ts';
export {
  examKeys,
  examMutations,
  examQueries,
  useAnswer,
  useCompleteExam,
  useExamTemplates,
  useQuestion,
  useServerTime,
  useStartExam,
  useSubmitAnswer,
  useUserExam,
  useUserExams,
} from './exams.ts';
export {
  examResultKeys,
  examResultQueries,
  useAllUserExams,
  useAvailableExams,
  useExamResult,
  useMyResults,
} from './exam-results.ts';
export {
  practiceKeys,
  practiceMutations,
  practiceQueries,
  useAnswerPractice,
  usePracticeItems,
  usePracticeOverview,
  useUpdatePracticePreferences,
} from './practice.ts';
