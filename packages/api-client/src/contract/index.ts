import * as accommodations from './accommodations.ts';
import * as announcements from './announcements.ts';
import * as audit from './audit.ts';
import * as backups from './backups.ts';
import * as catalogueOptions from './catalogue-options.ts';
import * as categories from './categories.ts';
import * as cohortHeatmap from './cohort-heatmap.ts';
import * as coupons from './coupons.ts';
import * as courseware from './courseware.ts';
import * as devices from './devices.ts';
import * as discussions from './discussions.ts';
import * as enrollments from './enrollments.ts';
import * as examReminders from './exam-reminders.ts';
import * as examResults from './exam-results.ts';
import * as examTemplates from './exam-templates.ts';
import * as exams from './exams.ts';
import * as images from './images.ts';
import * as lecturers from './lecturers.ts';
import * as offerings from './offerings.ts';
import * as outbox from './outbox.ts';
import * as practice from './practice.ts';
import * as questions from './questions.ts';
import * as receipts from './receipts.ts';
import * as reviewees from './reviewees.ts';
import * as settings from './settings.ts';
import * as staffAccounts from './staff-accounts.ts';
import * as statementImports from './statement-imports.ts';
import * as subjects from './subjects.ts';
import * as tickets from './tickets.ts';
import * as uploads from './uploads.ts';
import * as users from './users.ts';
import * as utilities from './utilities.ts';

export { buildPath, defineEndpoint } from './endpoint.ts';
export type { Endpoint, HttpMethod } from './endpoint.ts';
export { errorBodySchema, listQuery, messageResponseSchema } from './common.ts';
export type { ErrorBody } from './common.ts';
export * from './announcements.ts';
export * from './audit.ts';
export * from './accommodations.ts';
export * from './backups.ts';
export * from './catalogue-options.ts';
export * from './categories.ts';
export * from './cohort-heatmap.ts';
export * from './coupons.ts';
export * from './courseware.ts';
export * from './devices.ts';
export * from './discussions.ts';
export * from './enrollments.ts';
export * from './exam-reminders.ts';
export * from './exam-results.ts';
export * from './exam-templates.ts';
export * from './exams.ts';
export * from './images.ts';
export * from './lecturers.ts';
export * from './offerings.ts';
export * from './outbox.ts';
export * from './practice.ts';
export * from './questions.ts';
export * from './receipts.ts';
export * from './reviewees.ts';
export * from './settings.ts';
export * from './staff-accounts.ts';
export * from './statement-imports.ts';
export * from './subjects.ts';
export * from './tickets.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './utilities.ts';
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
  requestDeviceMove: devices.requestDeviceMove,
  completeDeviceMove: devices.completeDeviceMove,
  getMyDevice: devices.getMyDevice,
  listRevieweeDevices: devices.listRevieweeDevices,
  resetRevieweeDevice: devices.resetRevieweeDevice,
  listAnnouncements: announcements.listAnnouncements,
  listLecturers: lecturers.listLecturers,
  createEnrollment: enrollments.createEnrollment,
  listEnrollments: enrollments.listEnrollments,
  getEnrollment: enrollments.getEnrollment,
  updateEnrollment: enrollments.updateEnrollment,
  enrollUser: enrollments.enrollUser,
  listUserEnrollments: enrollments.listUserEnrollments,
  submitPayment: enrollments.submitPayment,
  listUserPayments: enrollments.listUserPayments,
  uploadFiles: uploads.uploadFiles,
  getUpload: uploads.getUpload,
  listSubscriptions: enrollments.listSubscriptions,
  getCourseware: courseware.getCourseware,
  getProgress: exams.getProgress,
  listDiscussions: discussions.listDiscussions,
  getDiscussion: discussions.getDiscussion,
  createDiscussion: discussions.createDiscussion,
  updateDiscussion: discussions.updateDiscussion,
  createOpinion: discussions.createOpinion,
  updateOpinion: discussions.updateOpinion,
  listModerationThreads: discussions.listModerationThreads,
  hideDiscussion: discussions.hideDiscussion,
  hideOpinion: discussions.hideOpinion,
  listExamTemplates: examTemplates.listExamTemplates,
  listUserExams: exams.listUserExams,
  startExam: exams.startExam,
  getUserExam: exams.getUserExam,
  submitAnswer: exams.submitAnswer,
  getAnswer: exams.getAnswer,
  flagQuestion: exams.flagQuestion,
  completeExam: exams.completeExam,
  unsubscribeFromExamReminders: examReminders.unsubscribeFromExamReminders,
  getQuestion: exams.getQuestion,
  getCurrentTime: utilities.getCurrentTime,
  listCategories: categories.listCategories,
  createSupportTicket: tickets.createSupportTicket,
  availCoupon: coupons.availCoupon,
  listCoupons: coupons.listCoupons,
  listReviewEnrollments: enrollments.listReviewEnrollments,
  getReviewEnrollment: enrollments.getReviewEnrollment,
  listStaffEnrollments: enrollments.listStaffEnrollments,
  exportStaffEnrollments: enrollments.exportStaffEnrollments,
  getStaffEnrollment: enrollments.getStaffEnrollment,
  markInstallmentPaid: enrollments.markInstallmentPaid,
  cancelEnrollment: enrollments.cancelEnrollment,
  getDashboard: enrollments.getDashboard,
  approveEnrollment: enrollments.approveEnrollment,
  rejectEnrollment: enrollments.rejectEnrollment,
  listAuditLog: audit.listAuditLog,
  listOutbox: outbox.listOutbox,
  retryOutboxMessage: outbox.retryOutboxMessage,
  getLatestBackup: backups.getLatestBackup,
  takeBackup: backups.takeBackup,
  listStaff: staffAccounts.listStaff,
  createStaff: staffAccounts.createStaff,
  changeStaffRole: staffAccounts.changeStaffRole,
  disableStaff: staffAccounts.disableStaff,
  enableStaff: staffAccounts.enableStaff,
  listReviewees: reviewees.listReviewees,
  getReviewee: reviewees.getReviewee,
  resendRevieweeVerification: reviewees.resendRevieweeVerification,
  verifyReviewee: reviewees.verifyReviewee,
  sendRevieweePasswordReset: reviewees.sendRevieweePasswordReset,
  disableReviewee: reviewees.disableReviewee,
  enableReviewee: reviewees.enableReviewee,
  listTickets: tickets.listTickets,
  getTicket: tickets.getTicket,
  replyToTicket: tickets.replyToTicket,
  closeTicket: tickets.closeTicket,
  reopenTicket: tickets.reopenTicket,
  listCatalogueOfferings: offerings.listCatalogueOfferings,
  getCatalogueOffering: offerings.getCatalogueOffering,
  createOffering: offerings.createOffering,
  updateOffering: offerings.updateOffering,
  duplicateOffering: offerings.duplicateOffering,
  publishOffering: offerings.publishOffering,
  unpublishOffering: offerings.unpublishOffering,
  deleteOffering: offerings.deleteOffering,
  moveOffering: offerings.moveOffering,
  listCatalogueOptions: catalogueOptions.listCatalogueOptions,
  createCatalogueOption: catalogueOptions.createCatalogueOption,
  deleteCatalogueOption: catalogueOptions.deleteCatalogueOption,
  listStaffCoupons: coupons.listStaffCoupons,
  createCoupon: coupons.createCoupon,
  updateCoupon: coupons.updateCoupon,
  deactivateCoupon: coupons.deactivateCoupon,
  getCenter: settings.getCenter,
  updateCenter: settings.updateCenter,
  listStaffLecturers: lecturers.listStaffLecturers,
  createLecturer: lecturers.createLecturer,
  updateLecturer: lecturers.updateLecturer,
  moveLecturer: lecturers.moveLecturer,
  createPublicImage: images.createPublicImage,
  getPublicImage: images.getPublicImage,
  listBankQuestions: questions.listBankQuestions,
  getBankQuestion: questions.getBankQuestion,
  createBankQuestion: questions.createBankQuestion,
  updateBankQuestion: questions.updateBankQuestion,
  retireBankQuestion: questions.retireBankQuestion,
  importBankQuestions: questions.importBankQuestions,
  exportBankQuestions: questions.exportBankQuestions,
  createExamCategory: categories.createExamCategory,
  renameExamCategory: categories.renameExamCategory,
  listSubjects: subjects.listSubjects,
  createSubject: subjects.createSubject,
  renameSubject: subjects.renameSubject,
  listStaffExamTemplates: examTemplates.listStaffExamTemplates,
  getStaffExamTemplate: examTemplates.getStaffExamTemplate,
  createExamTemplate: examTemplates.createExamTemplate,
  updateExamTemplate: examTemplates.updateExamTemplate,
  previewExamTemplate: examTemplates.previewExamTemplate,
  listStaffAnnouncements: announcements.listStaffAnnouncements,
  getStaffAnnouncement: announcements.getStaffAnnouncement,
  createAnnouncement: announcements.createAnnouncement,
  updateAnnouncement: announcements.updateAnnouncement,
  listCoursewarePages: courseware.listCoursewarePages,
  getCoursewarePage: courseware.getCoursewarePage,
  saveCoursewarePage: courseware.saveCoursewarePage,
  listStaffExams: examResults.listStaffExams,
  getExamResults: examResults.getExamResults,
  listRevieweeAttempts: examResults.listRevieweeAttempts,
  listExamDays: accommodations.listExamDays,
  getExamDay: accommodations.getExamDay,
  grantAccommodation: accommodations.grantAccommodation,
  removeAccommodation: accommodations.removeAccommodation,
  reopenAttempt: accommodations.reopenAttempt,
  listMyResults: examResults.listMyResults,
  getExamResult: examResults.getExamResult,
  getCohortHeatmap: cohortHeatmap.getCohortHeatmap,
  downloadReceipt: receipts.downloadReceipt,
  voidReceipt: receipts.voidReceipt,
  issueReceipt: receipts.issueReceipt,
  // The mappings before the one import by id, so "mappings" is not read as an id.
  listStatementMappings: statementImports.listStatementMappings,
  createStatementImport: statementImports.createStatementImport,
  listStatementImports: statementImports.listStatementImports,
  getStatementImport: statementImports.getStatementImport,
  listStatementLines: statementImports.listStatementLines,
  confirmStatementImport: statementImports.confirmStatementImport,
  getPracticeOverview: practice.getPracticeOverview,
  updatePracticePreferences: practice.updatePracticePreferences,
  listPracticeItems: practice.listPracticeItems,
  answerPractice: practice.answerPractice,
  listPracticeUse: practice.listPracticeUse,
  listMissedItems: practice.listMissedItems,
} as const;
export type Contract = typeof contract;
