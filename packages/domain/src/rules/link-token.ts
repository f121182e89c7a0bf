/**
 * Reset and verify links (product §4 Reset, Verify; §9): "The last dash-separated segment of the
 * token is an expiry timestamp in milliseconds. If now is at or past it, show expired; otherwise
 * the rest of the token is used."
 */

export interface LinkToken {
  /** The token without its expiry suffix: what change-password sends (product §7). */
  value: string;
  expiresAt: number;
}

/** Splits `<token>-<expiryMs>` on the last dash; undefined when the token is malformed. */
export function parseLinkToken(token: string): LinkToken | undefined {
  const dash = token.lastIndexOf('-');
  if (dash <= 0) return undefined;
  const suffix = token.slice(dash + 1);
  if (!/^\d+$/.test(suffix)) return undefined;
  const expiresAt = Number(suffix);
  if (!Number.isSafeInteger(expiresAt)) return undefined;
  return { value: token.slice(0, dash), expiresAt };
}

/** Expired at or after the embedded time; a malformed token counts as expired. */
export function isLinkExpired(token: string, nowMs: number): boolean {
  const parsed = parseLinkToken(token);
  return parsed === undefined || nowMs >= parsed.expiresAt;
}

/** Builds a link token the way the server issues it. */
export const linkToken = (value: string, expiresAt: number): string => `${value}-${expiresAt}`;
