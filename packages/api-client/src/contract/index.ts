import * as account from './account.ts';
import * as admin from './admin.ts';
import * as announcements from './announcements.ts';
import * as catalogue from './catalogue.ts';
import * as categories from './categories.ts';
import * as center from './center.ts';
import * as contentEditing from './content-editing.ts';
import * as coupons from './coupons.ts';
import * as discussions from './discussions.ts';
import * as enrollments from './enrollments.ts';
import * as examAuthoring from './exam-authoring.ts';
import * as exams from './exams.ts';
import * as examResults from './exam-results.ts';
import * as lecturers from './lecturers.ts';
import * as offerings from './offerings.ts';
import * as staffEnrollments from './staff-enrollments.ts';
import * as staffPeople from './staff-people.ts';
import * as supports from './supports.ts';
import * as uploads from './uploads.ts';
import * as userEnrollments from './user-enrollments.ts';
import * as users from './users.ts';
import * as utilities from './utilities.ts';

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
export * from './staff-enrollments.ts';
export * from './staff-people.ts';
export * from './catalogue.ts';
export * from './center.ts';
export * from './exam-authoring.ts';
export * from './content-editing.ts';
export * from './exam-results.ts';
export { createOpenApiDocument } from '../openapi.ts';

/** Every call of the contract, by name: the server mounts these, the OpenAPI document lists them. */
export const contract = {
  listOfferings: offerings.listOfferings,
  getOffering: offerings.getOffering,
  signIn: users.signIn,
  register: users.register,
  verifyUser: users.verifyUser,
  resendVerification: users.resendVerification,
  resetPassword: users.resetPassword,
  changePassword: users.changePassword,
  checkResetLink: users.checkResetLink,
  getMe: users.getMe,
  updateUser: users.updateUser,
  signOut: users.signOut,
  signOutEverywhere: users.signOutEverywhere,
  listAnnouncements: announcements.listAnnouncements,
  listLecturers: lecturers.listLecturers,
  createEnrollment: enrollments.createEnrollment,
  listEnrollments: enrollments.listEnrollments,
  getEnrollment: enrollments.getEnrollment,
  updateEnrollment: enrollments.updateEnrollment,
  enrollUser: userEnrollments.enrollUser,
  listUserEnrollments: userEnrollments.listUserEnrollments,
  submitPayment: userEnrollments.submitPayment,
  listUserPayments: userEnrollments.listUserPayments,
  uploadFiles: uploads.uploadFiles,
  getUpload: uploads.getUpload,
  listSubscriptions: account.listSubscriptions,
  getCourseware: account.getCourseware,
  getProgress: account.getProgress,
  listDiscussions: discussions.listDiscussions,
  getDiscussion: discussions.getDiscussion,
  createDiscussion: discussions.createDiscussion,
  updateDiscussion: discussions.updateDiscussion,
  createOpinion: discussions.createOpinion,
  updateOpinion: discussions.updateOpinion,
  listModerationThreads: discussions.listModerationThreads,
  hideDiscussion: discussions.hideDiscussion,
  hideOpinion: discussions.hideOpinion,
  listExamTemplates: exams.listExamTemplates,
  listUserExams: exams.listUserExams,
  startExam: exams.startExam,
  getUserExam: exams.getUserExam,
  submitAnswer: exams.submitAnswer,
  getAnswer: exams.getAnswer,
  completeExam: exams.completeExam,
  getQuestion: exams.getQuestion,
  getCurrentTime: utilities.getCurrentTime,
  listCategories: categories.listCategories,
  createSupportTicket: supports.createSupportTicket,
  availCoupon: coupons.availCoupon,
  listCoupons: coupons.listCoupons,
  listReviewEnrollments: staffEnrollments.listReviewEnrollments,
  getReviewEnrollment: staffEnrollments.getReviewEnrollment,
  listStaffEnrollments: staffEnrollments.listStaffEnrollments,
  exportStaffEnrollments: staffEnrollments.exportStaffEnrollments,
  getStaffEnrollment: staffEnrollments.getStaffEnrollment,
  markInstallmentPaid: staffEnrollments.markInstallmentPaid,
  cancelEnrollment: staffEnrollments.cancelEnrollment,
  getDashboard: staffEnrollments.getDashboard,
  approveEnrollment: admin.approveEnrollment,
  rejectEnrollment: admin.rejectEnrollment,
  listAuditLog: admin.listAuditLog,
  listOutbox: admin.listOutbox,
  retryOutboxMessage: admin.retryOutboxMessage,
  listStaff: staffPeople.listStaff,
  createStaff: staffPeople.createStaff,
  changeStaffRole: staffPeople.changeStaffRole,
  disableStaff: staffPeople.disableStaff,
  enableStaff: staffPeople.enableStaff,
  listReviewees: staffPeople.listReviewees,
  getReviewee: staffPeople.getReviewee,
  resendRevieweeVerification: staffPeople.resendRevieweeVerification,
  verifyReviewee: staffPeople.verifyReviewee,
  sendRevieweePasswordReset: staffPeople.sendRevieweePasswordReset,
  disableReviewee: staffPeople.disableReviewee,
  enableReviewee: staffPeople.enableReviewee,
  listTickets: staffPeople.listTickets,
  getTicket: staffPeople.getTicket,
  replyToTicket: staffPeople.replyToTicket,
  closeTicket: staffPeople.closeTicket,
  reopenTicket: staffPeople.reopenTicket,
  listCatalogueOfferings: catalogue.listCatalogueOfferings,
  getCatalogueOffering: catalogue.getCatalogueOffering,
  createOffering: catalogue.createOffering,
  updateOffering: catalogue.updateOffering,
  duplicateOffering: catalogue.duplicateOffering,
  publishOffering: catalogue.publishOffering,
  unpublishOffering: catalogue.unpublishOffering,
  deleteOffering: catalogue.deleteOffering,
  listCatalogueOptions: catalogue.listCatalogueOptions,
  createCatalogueOption: catalogue.createCatalogueOption,
  deleteCatalogueOption: catalogue.deleteCatalogueOption,
  listStaffCoupons: catalogue.listStaffCoupons,
  createCoupon: catalogue.createCoupon,
  updateCoupon: catalogue.updateCoupon,
  deactivateCoupon: catalogue.deactivateCoupon,
  getCenter: center.getCenter,
  updateCenter: center.updateCenter,
  listStaffLecturers: center.listStaffLecturers,
  createLecturer: center.createLecturer,
  updateLecturer: center.updateLecturer,
  moveLecturer: center.moveLecturer,
  createPublicImage: center.createPublicImage,
  getPublicImage: center.getPublicImage,
  listBankQuestions: examAuthoring.listBankQuestions,
  getBankQuestion: examAuthoring.getBankQuestion,
  createBankQuestion: examAuthoring.createBankQuestion,
  updateBankQuestion: examAuthoring.updateBankQuestion,
  retireBankQuestion: examAuthoring.retireBankQuestion,
  importBankQuestions: examAuthoring.importBankQuestions,
  exportBankQuestions: examAuthoring.exportBankQuestions,
  createExamCategory: examAuthoring.createExamCategory,
  renameExamCategory: examAuthoring.renameExamCategory,
  listStaffExamTemplates: examAuthoring.listStaffExamTemplates,
  getStaffExamTemplate: examAuthoring.getStaffExamTemplate,
  createExamTemplate: examAuthoring.createExamTemplate,
  updateExamTemplate: examAuthoring.updateExamTemplate,
  previewExamTemplate: examAuthoring.previewExamTemplate,
  listStaffAnnouncements: contentEditing.listStaffAnnouncements,
  getStaffAnnouncement: contentEditing.getStaffAnnouncement,
  createAnnouncement: contentEditing.createAnnouncement,
  updateAnnouncement: contentEditing.updateAnnouncement,
  listCoursewarePages: contentEditing.listCoursewarePages,
  getCoursewarePage: contentEditing.getCoursewarePage,
  saveCoursewarePage: contentEditing.saveCoursewarePage,
  listStaffExams: examResults.listStaffExams,
  getExamResults: examResults.getExamResults,
  listRevieweeAttempts: examResults.listRevieweeAttempts,
  listMyResults: examResults.listMyResults,
  getExamResult: examResults.getExamResult,
} as const;
export type Contract = typeof contract;
