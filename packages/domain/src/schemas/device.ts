import * as z from 'zod/mini';

/**
 * One registered device per account (product §1 "one account is limited to one registered
 * device"; decision 0068). A device is a browser holding the API's long-lived device identifier,
 * never the session token: the identifier itself is never sent back, only what a person
 * recognises it by.
 */

/** At most one move of the registration per this many days without staff help (decision 0068). */
export const DEVICE_MOVE_INTERVAL_DAYS = 30;

/** Why a device stopped being the account's: its owner moved to another, or staff reset it. */
export const DEVICE_RELEASE_REASONS = ['moved', 'reset'] as const;

export const deviceSchema = z.object({
  _id: z.string(),
  /** What the browser says it is, e.g. "Chrome on Windows". */
  browser: z.string(),
  /** ISO 8601: the sign-in that registered it. */
  firstSeenAt: z.string(),
  /** ISO 8601: the last sign-in or session refresh from it. */
  lastSeenAt: z.string(),
  /** ISO 8601 when it stopped being the account's device; null while it is. */
  releasedAt: z.nullable(z.string()),
  releaseReason: z.nullable(z.enum(DEVICE_RELEASE_REASONS)),
});
export type Device = z.infer<typeof deviceSchema>;

type Names = readonly (readonly [RegExp, string])[];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Names = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Names = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const nameIn = (names: Names, ua: string) => names.find(([pattern]) => pattern.test(ua))?.[1];

/** A readable name for a browser from its User-Agent, as a person would say it ("Chrome on Android"). */
export function browserName(userAgent: string | undefined | null): string {
  const ua = userAgent ?? '';
  const browser = nameIn(BROWSERS, ua) ?? 'A browser';
  const system = nameIn(SYSTEMS, ua);
  return system ? `${browser} on ${system}` : browser;
}
