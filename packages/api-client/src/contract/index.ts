import { listReviewEnrollments, approveEnrollment, rejectEnrollment } from './admin.ts';
import { getCourseware, getProgress, listSubscriptions } from './account.ts';
import { listAnnouncements } from './announcements.ts';
import { listCategories } from './categories.ts';
import { availCoupon, listCoupons } from './coupons.ts';
import { createDiscussion, createOpinion, updateDiscussion, updateOpinion } from './discussions.ts';
import { createEnrollment, getEnrollment, listEnrollments, updateEnrollment } from './enrollments.ts';
import {
  completeExam,
  getAnswer,
  getQuestion,
  getUserExam,
  listExamTemplates,
  listUserExams,
  startExam,
  submitAnswer,
} from './exams.ts';
import { listLecturers } from './lecturers.ts';
import { getOffering, listOfferings } from './offerings.ts';
import { createSupportTicket } from './supports.ts';
import { getUpload, uploadFiles } from './uploads.ts';
import { enrollUser, listUserEnrollments, listUserPayments, submitPayment } from './user-enrollments.ts';
import {
  changePassword,
  getMe,
  register,
  resendVerification,
  resetPassword,
  signIn,
  updateUser,
  verifyUser,
} from './users.ts';
import { getCurrentTime } from './utilities.ts';

export { buildPath, defineEndpoint } from './endpoint.ts';
export type { Endpoint, HttpMethod } from './endpoint.ts';
export { errorBodySchema, listQuery, messageResponseSchema } from './common.ts';
export type { ErrorBody } from './common.ts';
export * from './offerings.ts';
export * from './users.ts';
export * from './announcements.ts';
export * from './lecturers.ts';
export * from './enrollments.ts';
export * from './user-enrollments.ts';
export * from './uploads.ts';
export * from './account.ts';
export * from './discussions.ts';
export * from './exams.ts';
export * from './utilities.ts';
export * from './categories.ts';
export * from './supports.ts';
export * from './coupons.ts';
export * from './admin.ts';
export { createOpenApiDocument } from '../openapi.ts';

/** Every call of the contract, by name: the server mounts these, the OpenAPI document lists them. */
export const contract = {
  listOfferings,
  getOffering,
  signIn,
  register,
  verifyUser,
  resendVerification,
  resetPassword,
  changePassword,
  getMe,
  updateUser,
  listAnnouncements,
  listLecturers,
  createEnrollment,
  listEnrollments,
  getEnrollment,
  updateEnrollment,
  enrollUser,
  listUserEnrollments,
  submitPayment,
  listUserPayments,
  uploadFiles,
  getUpload,
  listSubscriptions,
  getCourseware,
  getProgress,
  createDiscussion,
  updateDiscussion,
  createOpinion,
  updateOpinion,
  listExamTemplates,
  listUserExams,
  startExam,
  getUserExam,
  submitAnswer,
  getAnswer,
  completeExam,
  getQuestion,
  getCurrentTime,
  listCategories,
  createSupportTicket,
  availCoupon,
  listCoupons,
  listReviewEnrollments,
  approveEnrollment,
  rejectEnrollment,
} as const;
export type Contract = typeof contract;
