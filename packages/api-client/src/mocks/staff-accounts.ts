import { fail, page, type Resolvers } from './resolver.ts';

const none = () => fail(404, 'Not found');

/** The mock state holds no staff accounts (decision 0029): the list is empty and actions 404. */
export const staffAccountResolvers = {
  listStaff: ({ query }) => page([], query),
  createStaff: () => fail(409, 'This e-mail already has an account'),
  changeStaffRole: none,
  disableStaff: none,
  enableStaff: none,
} satisfies Resolvers<'listStaff' | 'createStaff' | 'changeStaffRole' | 'disableStaff' | 'enableStaff'>;
