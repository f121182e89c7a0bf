/*
 * An upload's timeout is sized to its bytes (decision 0037): a module of its own, as the API
 * client of every page needs it and the image rules only load with an upload.
 */
import { REQUEST_TIMEOUT_MS } from '../constants.ts';

/**
 * The rate an upload's timeout assumes: half the 0.5 Mbps minimum, so a link that is shared or
 * dips below its nominal speed still finishes (decision 0037).
 */
export const UPLOAD_FLOOR_BITS_PER_SECOND = 250_000;

/**
 * How long an upload of `bytes` may take: the 10 s every call has (product §7, §9), plus the time
 * the bytes need at 0.25 Mbps. 500 KB: 10 s + 16.4 s; 3 files of 400 KB: 10 s + 39.3 s.
 */
export function uploadTimeoutMs(bytes: number, baseMs: number = REQUEST_TIMEOUT_MS): number {
  return baseMs + Math.ceil((Math.max(0, bytes) * 8 * 1000) / UPLOAD_FLOOR_BITS_PER_SECOND);
}
