/** The query flag the reset page's "expired" link sets, giving state -1 (product §2 Forgot password). */
export const EXPIRED_PARAM = 'expired';
