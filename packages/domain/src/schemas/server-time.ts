import * as z from 'zod/mini';
import { isoDateSchema } from './common.ts';

/** GET /utilities/current-time (product §3 "Server time response: current"): the exam's clock. */
export const serverTimeSchema = z.object({ current: isoDateSchema });
export type ServerTime = z.infer<typeof serverTimeSchema>;
