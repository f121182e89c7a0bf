import { sql } from 'kysely';

/**
 * The value of `activated_at` on every change that leaves an enrollment Active: the first
 * activation is kept, else now. Access runs six months from it (product §1 terms of use;
 * decisions 0038, 0048, 0067), so a path that forgot it would count them from the enrollment's creation.
 */
export const firstActivation = (now: Date) => sql<Date>`coalesce(activated_at, ${now})`;
