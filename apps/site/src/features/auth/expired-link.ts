/** The query flag the reset page's "expired" link sets, giving state -1 (spec §2 Forgot password). */
export const EXPIRED_PARAM = 'expired';
