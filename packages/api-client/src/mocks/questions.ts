import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/**
 * The question bank (decision 0049). The mock state holds no bank, so lists answer empty and
 * everything else 404: the console's empty states; the real flows are tested against the API.
 */
export const questionResolvers = {
  listBankQuestions: ({ query }) => page([], query),
  getBankQuestion: none,
  createBankQuestion: none,
  updateBankQuestion: none,
  retireBankQuestion: none,
  importBankQuestions: () => ({ imported: 0, problems: [] }),
  exportBankQuestions: () => ({ csv: '', count: 0 }),
} satisfies Resolvers<
  | 'listBankQuestions'
  | 'getBankQuestion'
  | 'createBankQuestion'
  | 'updateBankQuestion'
  | 'retireBankQuestion'
  | 'importBankQuestions'
  | 'exportBankQuestions'
>;
