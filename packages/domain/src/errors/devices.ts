/**
 * The strings of moving an account to another device (decision 0068), in product §8's style. A
 * module of their own, so only the pages that move a device carry them: the refusal itself
 * (`ERROR_MESSAGES.deviceNotRegistered`) stays in the catalogue every form reads.
 */
export const DEVICE_MESSAGES = {
  /** A second move within 30 days needs staff. */
  movedRecently: 'Error - Account already moved to another device in the last 30 days, please contact support',
  /** The move link was used, expired or never sent. */
  moveLinkInvalid: 'Error - Link to move your account is not valid or has expired, please sign in to ask for a new one',
  /** The sign-in refusal's action and what it answers. */
  moveAction: 'Move my account to this device',
  moveSent: 'We sent a link to move your account to this device. Please check your spam folder too.',
  moved: 'Success - Account moved to this device',
} as const;
