/** Every route of product §2, in one place, so links and the router cannot disagree. */
export const paths = {
  root: '/',
  home: '/home',
  aboutUs: '/about-us',
  offerings: '/offerings',
  offeringEnroll: (offeringId: string) => `/offerings/${encodeURIComponent(offeringId)}/enroll`,
  lecturers: '/lecturers',
  announcements: '/announcements',
  announcementPattern: '/announcements/:slug',
  announcement: (slug: string) => `/announcements/${encodeURIComponent(slug)}`,
  timeline: '/timeline',
  gallery: '/gallery',
  support: '/support',
  faq: '/faq',
  login: '/login',
  account: '/account',
  accountTab: (tab: string) => `/account?tab=${encodeURIComponent(tab)}`,
  /** An offering's discussions and one thread: our routes beyond product §2 (decision 0038). */
  discussions: (offeringId: string) => `/account/discussions/${encodeURIComponent(offeringId)}`,
  discussionsPattern: '/account/discussions/:offering',
  discussion: (offeringId: string, discussionId: string) =>
    `/account/discussions/${encodeURIComponent(offeringId)}/${encodeURIComponent(discussionId)}`,
  discussionPattern: '/account/discussions/:offering/:discussion',
  /** Practice and the review queue: our route beyond product §2 (decision 0081). */
  practice: '/practice',
  register: '/register',
  forgotPassword: '/account/forgot-password',
  resetPassword: (user: string, token: string) =>
    `/account/reset-password/${encodeURIComponent(user)}/${encodeURIComponent(token)}`,
  verifyAccount: (user: string, token: string) =>
    `/account/verify/${encodeURIComponent(user)}/${encodeURIComponent(token)}`,
  enrollmentDetail: (enrollmentId: string) => `/enrollments/${encodeURIComponent(enrollmentId)}`,
  packageEnroll: '/enroll',
  packageEnrollFor: (offeringId: string) => `/enroll?offering=${encodeURIComponent(offeringId)}`,
  enrollmentPayment: (enrollmentId: string) => `/enrollments/${encodeURIComponent(enrollmentId)}/payments`,
  enrollmentSuccess: '/enrollment-success',
  enrollmentSuccessFor: (reference: string, status: string) =>
    `/enrollment-success?${new URLSearchParams({ reference, status }).toString()}`,
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  /** The exam reminder's link that stops them: our route beyond product §2 (decision 0091). */
  examRemindersUnsubscribePattern: '/exam-reminders/unsubscribe/:key',
  exam: (examName: string) => `/exams/${encodeURIComponent(examName)}`,
  examPattern: '/exams/:examName',
} as const;
