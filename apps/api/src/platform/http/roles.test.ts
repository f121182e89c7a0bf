import { contract, type Endpoint } from '@review-center/api-client/contract';
import { USER_ROLES, type StaffRole, type UserRole } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();
const tokens = new Map<UserRole, string>();
beforeAll(async () => {
  for (const role of USER_ROLES) {
    const account = await registerUser(t);
    await t.db.updateTable('users').set({ role }).where('id', '=', account.id).execute();
    tokens.set(role, account.token);
  }
});

const staffCalls = (Object.entries(contract) as [string, Endpoint][]).filter(([, endpoint]) => endpoint.roles);
const call = (endpoint: Endpoint, token: string | undefined) =>
  t.request(endpoint.method, endpoint.path.replace(/\{\w+\}/g, 'no-such-id'), {
    token,
    ...(endpoint.body ? { body: {} } : {}),
  });

describe('staff calls', () => {
  it('should each name the roles that may make it (the administrator always may)', () => {
    expect(Object.fromEntries(staffCalls.map(([name, endpoint]) => [name, endpoint.roles]))).toEqual({
      listReviewEnrollments: ['cashier'],
      getReviewEnrollment: ['cashier'],
      listStaffEnrollments: ['cashier', 'registrar'],
      exportStaffEnrollments: ['cashier', 'registrar'],
      getStaffEnrollment: ['cashier', 'registrar'],
      markInstallmentPaid: ['cashier', 'registrar'],
      cancelEnrollment: ['cashier', 'registrar'],
      getDashboard: ['cashier', 'registrar', 'content-editor', 'support'],
      approveEnrollment: ['cashier'],
      rejectEnrollment: ['cashier'],
      voidReceipt: ['cashier'],
      issueReceipt: ['cashier'],
      // The statement import (decision 0088).
      listStatementMappings: ['cashier'],
      createStatementImport: ['cashier'],
      listStatementImports: ['cashier'],
      getStatementImport: ['cashier'],
      listStatementLines: ['cashier'],
      confirmStatementImport: ['cashier'],
      listAuditLog: [],
      listOutbox: [],
      retryOutboxMessage: [],
      getLatestBackup: [],
      takeBackup: [],
      listStaff: [],
      createStaff: [],
      changeStaffRole: [],
      disableStaff: [],
      enableStaff: [],
      listReviewees: ['registrar'],
      getReviewee: ['registrar'],
      resendRevieweeVerification: ['registrar'],
      listRevieweeDevices: ['registrar'],
      resetRevieweeDevice: ['registrar'],
      verifyReviewee: ['registrar'],
      sendRevieweePasswordReset: ['registrar'],
      disableReviewee: ['registrar'],
      enableReviewee: ['registrar'],
      listTickets: ['support'],
      getTicket: ['support'],
      replyToTicket: ['support'],
      closeTicket: ['support'],
      reopenTicket: ['support'],
      listModerationThreads: ['content-editor', 'support'],
      hideDiscussion: ['content-editor', 'support'],
      hideOpinion: ['content-editor', 'support'],
      listCatalogueOfferings: ['content-editor'],
      getCatalogueOffering: ['content-editor'],
      createOffering: ['content-editor'],
      updateOffering: ['content-editor'],
      duplicateOffering: ['content-editor'],
      publishOffering: ['content-editor'],
      unpublishOffering: ['content-editor'],
      deleteOffering: ['content-editor'],
      moveOffering: ['content-editor'],
      listCatalogueOptions: ['content-editor'],
      createCatalogueOption: [],
      deleteCatalogueOption: [],
      listStaffCoupons: ['content-editor'],
      createCoupon: ['content-editor'],
      updateCoupon: ['content-editor'],
      deactivateCoupon: ['content-editor'],
      updateCenter: [],
      listStaffLecturers: ['content-editor'],
      createLecturer: ['content-editor'],
      updateLecturer: ['content-editor'],
      moveLecturer: ['content-editor'],
      createPublicImage: ['content-editor'],
      listBankQuestions: ['content-editor'],
      getBankQuestion: ['content-editor'],
      createBankQuestion: ['content-editor'],
      updateBankQuestion: ['content-editor'],
      retireBankQuestion: ['content-editor'],
      importBankQuestions: ['content-editor'],
      exportBankQuestions: ['content-editor'],
      listSubjects: ['content-editor'],
      createSubject: ['content-editor'],
      renameSubject: ['content-editor'],
      createExamCategory: ['content-editor'],
      renameExamCategory: ['content-editor'],
      listStaffExamTemplates: ['content-editor'],
      listStaffExams: ['content-editor'],
      getExamResults: ['content-editor'],
      listPracticeUse: ['content-editor'],
      listMissedItems: ['content-editor'],
      listRevieweeAttempts: ['content-editor'],
      listExamDays: ['registrar'],
      getExamDay: ['registrar'],
      grantAccommodation: ['registrar'],
      removeAccommodation: ['registrar'],
      reopenAttempt: ['registrar'],
      getCohortHeatmap: ['registrar', 'content-editor'],
      getStaffExamTemplate: ['content-editor'],
      createExamTemplate: ['content-editor'],
      updateExamTemplate: ['content-editor'],
      previewExamTemplate: ['content-editor'],
      listStaffAnnouncements: ['content-editor'],
      getStaffAnnouncement: ['content-editor'],
      createAnnouncement: ['content-editor'],
      updateAnnouncement: ['content-editor'],
      listCoursewarePages: ['content-editor'],
      getCoursewarePage: ['content-editor'],
      saveCoursewarePage: ['content-editor'],
    });
  });

  it.each(staffCalls)(
    '%s should refuse anonymous callers (401), reviewees and the roles it does not name (403)',
    async (_, endpoint) => {
      expect((await call(endpoint, undefined)).status).toBe(401);
      const refused = USER_ROLES.filter((role) => role !== 'admin' && !endpoint.roles!.includes(role as StaffRole));
      for (const role of refused) {
        const response = await call(endpoint, tokens.get(role));
        expect([role, response.status]).toEqual([role, 403]);
      }
    },
  );

  it.each(staffCalls)(
    '%s should let the administrator and the roles it names through to the call itself',
    async (_, endpoint) => {
      for (const role of ['admin', ...endpoint.roles!] as UserRole[]) {
        const response = await call(endpoint, tokens.get(role));
        expect([role, response.status]).not.toEqual([role, 403]);
        expect([role, response.status]).not.toEqual([role, 401]);
      }
    },
  );

  it('should let the cashier see a proof image but not a stranger', async () => {
    const owner = await registerUser(t);
    const me = (await (await t.request('GET', '/users/me', { token: owner.token })).json()) as {
      idAttachment: { id: string };
    };
    const path = `/uploads/${me.idAttachment.id}`;
    expect((await t.request('GET', path, { token: tokens.get('cashier') })).status).toBe(200);
    expect((await t.request('GET', path, { token: tokens.get('user') })).status).toBe(404);
  });
});
