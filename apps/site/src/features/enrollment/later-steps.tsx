/**
 * The enrollment wizards' steps after the first, in a chunk of their own (lazy-steps.ts): the
 * payment term, the coupon and the success screen are not needed to open the wizard (decision 0044).
 */
export { PaymentTermStep } from '@review-center/forms';
export { CouponEntry } from './CouponEntry.tsx';
export { SuccessStep } from './SuccessStep.tsx';
