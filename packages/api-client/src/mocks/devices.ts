import { DEVICE_MESSAGES } from '@review-center/domain';
import { deviceFixture } from './fixtures.ts';
import { fail, type Resolvers } from './resolver.ts';

/**
 * One registered device per account (decision 0068). The mock API keeps no devices: the account
 * area shows the fixture, and a story refuses a sign-in with a 409 through `failures`.
 */
export const deviceResolvers = {
  requestDeviceMove: () => ({ message: DEVICE_MESSAGES.moveSent }),
  completeDeviceMove: ({ state, params }) => {
    const user = state.users.find((u) => u._id === params.id);
    if (!user) return fail(404, 'Link to move your account is not valid or has expired');
    return { token: `token-${user._id}`, _id: user._id };
  },
  getMyDevice: () => ({ device: deviceFixture }),
  listRevieweeDevices: () => [],
  resetRevieweeDevice: () => fail(409, 'This reviewee has no registered device'),
} satisfies Resolvers<
  'requestDeviceMove' | 'completeDeviceMove' | 'getMyDevice' | 'listRevieweeDevices' | 'resetRevieweeDevice'
>;
