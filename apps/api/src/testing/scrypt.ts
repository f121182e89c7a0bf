import type { ScryptParams } from '../platform/config/config.ts';

/** A cheap scrypt cost for tests only; production uses config.ts's N=2^15 (p=3). */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
