import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { listEnrollmentsQuery } from '../contract/enrollments.ts';
import type { userListQuery } from '../contract/enrollments.ts';
import type { ApiClient } from '../http.ts';
import { callEndpoint, type Contract } from './endpoints.ts';
import { callMutation } from './mutation.ts';
import { useApiClient } from './context.ts';

type EnrollmentQuery = z.input<typeof listEnrollmentsQuery>;
type UserListQuery = z.input<typeof userListQuery>;
type CouponQuery = z.input<Contract['listCoupons']['query']>;

/** Every enrollment read lives under `enrollments`, so one invalidation refreshes them all. */
export const enrollmentKeys = {
  all: ['enrollments'] as const,
  lists: () => [...enrollmentKeys.all, 'list'] as const,
  list: (query: EnrollmentQuery) => [...enrollmentKeys.lists(), query] as const,
  userLists: (userId: string) => [...enrollmentKeys.all, 'user', userId] as const,
  userList: (userId: string, query: UserListQuery) => [...enrollmentKeys.userLists(userId), query] as const,
  details: () => [...enrollmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...enrollmentKeys.details(), id] as const,
  review: () => [...enrollmentKeys.all, 'review'] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  userLists: (userId: string) => [...paymentKeys.all, 'user', userId] as const,
  userList: (userId: string, query: UserListQuery) => [...paymentKeys.userLists(userId), query] as const,
};

export const couponKeys = {
  all: ['coupons'] as const,
  list: (query: CouponQuery) => [...couponKeys.all, 'list', query] as const,
};

export const uploadKeys = {
  all: ['uploads'] as const,
  detail: (id: string) => [...uploadKeys.all, id] as const,
};

export const enrollmentQueries = {
  /** Home enrollment check: page 1, limit 100, sort -createdDate, populate offering, select title price, user (product §7). */
  list: (client: ApiClient, query: EnrollmentQuery) =>
    queryOptions({
      queryKey: enrollmentKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listEnrollments', { query, signal }),
    }),
  /** The account's Enrollments tab (limit 1000, product §9). */
  userList: (client: ApiClient, userId: string, query: UserListQuery = { limit: 1000 }) =>
    queryOptions({
      queryKey: enrollmentKeys.userList(userId, query),
      queryFn: ({ signal }) => callEndpoint(client, 'listUserEnrollments', { params: { id: userId }, query, signal }),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: enrollmentKeys.detail(id),
      queryFn: ({ signal }) => callEndpoint(client, 'getEnrollment', { params: { id }, signal }),
    }),
  /** Administrator: enrollments waiting for payment review. */
  review: (client: ApiClient) =>
    queryOptions({
      queryKey: enrollmentKeys.review(),
      queryFn: ({ signal }) =>
        callEndpoint(client, 'listReviewEnrollments', { query: { status: 'Payment Review' }, signal }),
    }),
};

export const paymentQueries = {
  /** The account's Payments tab: sorted by status and createdDate descending, limit 1000 (product §7). */
  userList: (client: ApiClient, userId: string, query: UserListQuery = { sort: '-status -createdDate', limit: 1000 }) =>
    queryOptions({
      queryKey: paymentKeys.userList(userId, query),
      queryFn: ({ signal }) => callEndpoint(client, 'listUserPayments', { params: { id: userId }, query, signal }),
    }),
};

export const couponQueries = {
  /** Coupons of an offering, status=On-Going (product §7). */
  list: (client: ApiClient, query: CouponQuery) =>
    queryOptions({
      queryKey: couponKeys.list(query),
      queryFn: ({ signal }) => callEndpoint(client, 'listCoupons', { query, signal }),
    }),
};

export const uploadQueries = {
  /** An uploaded file (owner or administrator), as a Blob for an object URL. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: uploadKeys.detail(id),
      queryFn: ({ signal }) => callEndpoint(client, 'getUpload', { params: { id }, signal }),
      staleTime: Infinity,
    }),
};

const refreshEnrollmentsAndPayments = () => [enrollmentKeys.all, paymentKeys.all];

export const enrollmentMutations = {
  /** New user: creates the account and the enrollment (product §2 step 1). */
  create: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'createEnrollment', () => [enrollmentKeys.all]),
  /** Signed-in user enrolls. */
  enroll: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'enrollUser', () => [enrollmentKeys.all]),
  /** Attach proof and move to Payment Review (PUT /enrollments/{id}). */
  attachProof: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'updateEnrollment', refreshEnrollmentsAndPayments),
  /** Paying refreshes enrollments and payments. */
  pay: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'submitPayment', refreshEnrollmentsAndPayments),
  upload: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'uploadFiles'),
  /** Check a coupon code: a POST, but nothing cached changes. */
  availCoupon: (client: ApiClient, queryClient: QueryClient) => callMutation(client, queryClient, 'availCoupon'),
  approve: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'approveEnrollment', refreshEnrollmentsAndPayments),
  reject: (client: ApiClient, queryClient: QueryClient) =>
    callMutation(client, queryClient, 'rejectEnrollment', refreshEnrollmentsAndPayments),
};

export const useEnrollments = (query: EnrollmentQuery) => useQuery(enrollmentQueries.list(useApiClient(), query));
export const useUserEnrollments = (userId: string, query?: UserListQuery) =>
  useQuery(enrollmentQueries.userList(useApiClient(), userId, query));
export const useEnrollment = (id: string) => useQuery(enrollmentQueries.detail(useApiClient(), id));
export const useReviewEnrollments = () => useQuery(enrollmentQueries.review(useApiClient()));
export const useUserPayments = (userId: string, query?: UserListQuery) =>
  useQuery(paymentQueries.userList(useApiClient(), userId, query));
export const useCoupons = (query: CouponQuery) => useQuery(couponQueries.list(useApiClient(), query));
export const useUpload = (id: string) => useQuery(uploadQueries.detail(useApiClient(), id));
export const useCreateEnrollment = () => useMutation(enrollmentMutations.create(useApiClient(), useQueryClient()));
export const useEnrollUser = () => useMutation(enrollmentMutations.enroll(useApiClient(), useQueryClient()));
export const useAttachProof = () => useMutation(enrollmentMutations.attachProof(useApiClient(), useQueryClient()));
export const useSubmitPayment = () => useMutation(enrollmentMutations.pay(useApiClient(), useQueryClient()));
export const useUploadFiles = () => useMutation(enrollmentMutations.upload(useApiClient(), useQueryClient()));
export const useAvailCoupon = () => useMutation(enrollmentMutations.availCoupon(useApiClient(), useQueryClient()));
export const useApproveEnrollment = () => useMutation(enrollmentMutations.approve(useApiClient(), useQueryClient()));
export const useRejectEnrollment = () => useMutation(enrollmentMutations.reject(useApiClient(), useQueryClient()));
