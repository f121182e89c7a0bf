import { lazy } from 'react';

/**
 * The wizards' later steps load while the reviewee fills in the account step (preloadLaterSteps),
 * not with the page: its first load is the account step's alone (decision 0044).
 */
const load = () => import('./later-steps.tsx');

/** Starts loading the later steps; a failure shows when one of them renders (route error, decision 0018). */
export const preloadLaterSteps = (): void => void load().catch(() => undefined);

export const PaymentTermStep = lazy(() => load().then((module) => ({ default: module.PaymentTermStep })));
export const CouponEntry = lazy(() => load().then((module) => ({ default: module.CouponEntry })));
export const SuccessStep = lazy(() => load().then((module) => ({ default: module.SuccessStep })));
