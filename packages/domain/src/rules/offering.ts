import { LOCATIONS, SCHEDULES } from '../constants.ts';

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

/** What an offering's branch and schedule lists hold (product §3 Offering; decision 0045). */
interface OfferedChoices {
  branches?: readonly string[] | undefined;
  schedules?: readonly string[] | undefined;
}

/**
 * The branches and schedules (when it has multipleSchedule) a reviewee may choose for an
 * offering: the ones staff gave it, or, for a list it has none of, product §9's (decision 0054).
 * The wizard offers these and the server accepts these.
 */
export const offeredChoices = ({ branches, schedules }: OfferedChoices) => ({
  branches: branches?.length ? branches : LOCATIONS,
  schedules: schedules?.length ? schedules : SCHEDULES,
});
