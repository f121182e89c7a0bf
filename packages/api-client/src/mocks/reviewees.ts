import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The mock state holds no reviewee records for staff (decision 0029): the list is empty and actions 404. */
export const revieweeResolvers = {
  listReviewees: ({ query }) => page([], query),
  getReviewee: none,
  resendRevieweeVerification: none,
  verifyReviewee: none,
  sendRevieweePasswordReset: none,
  disableReviewee: none,
  enableReviewee: none,
} satisfies Resolvers<
  | 'listReviewees'
  | 'getReviewee'
  | 'resendRevieweeVerification'
  | 'verifyReviewee'
  | 'sendRevieweePasswordReset'
  | 'disableReviewee'
  | 'enableReviewee'
>;
