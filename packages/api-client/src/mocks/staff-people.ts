import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The staff console's people calls (decision 0029). The mock state holds no staff accounts,
 * reviewee records for staff or tickets, so lists answer empty and actions 404: the console's
 * empty states, for Storybook and component tests.
 */
export const staffPeopleResolvers = {
  listStaff: ({ query }) => page([], query),
  createStaff: () => fail(409, 'This e-mail already has an account'),
  changeStaffRole: none,
  disableStaff: none,
  enableStaff: none,
  listReviewees: ({ query }) => page([], query),
  getReviewee: none,
  resendRevieweeVerification: none,
  verifyReviewee: none,
  sendRevieweePasswordReset: none,
  disableReviewee: none,
  enableReviewee: none,
  listTickets: ({ query }) => page([], query),
  getTicket: none,
  replyToTicket: none,
  closeTicket: none,
  reopenTicket: none,
} satisfies Resolvers<
  | 'listStaff'
  | 'createStaff'
  | 'changeStaffRole'
  | 'disableStaff'
  | 'enableStaff'
  | 'listReviewees'
  | 'getReviewee'
  | 'resendRevieweeVerification'
  | 'verifyReviewee'
  | 'sendRevieweePasswordReset'
  | 'disableReviewee'
  | 'enableReviewee'
  | 'listTickets'
  | 'getTicket'
  | 'replyToTicket'
  | 'closeTicket'
  | 'reopenTicket'
>;
