/*
 * Offering rules that pages use without the schemas: a module of its own, free of zod, so the
 * public pages that show offering cards do not download the schemas (decision 0014).
 */

/** The content lines of an offering card, blank lines dropped (product §2, Offerings page). */
export const offeringContentLines = (content: string): string[] =>
  content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
