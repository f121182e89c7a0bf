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
 * The branches a reviewee may choose for an offering: the ones staff gave it, or, when it has
 * none, product §9's locations (decision 0054). The wizard offers these and the server accepts these.
 */
export const offeredBranches = (offering: OfferedChoices): readonly string[] =>
  offering.branches?.length ? offering.branches : LOCATIONS;

/** The schedules a reviewee may choose (when the offering has multipleSchedule); none given: product §9's. */
export const offeredSchedules = (offering: OfferedChoices): readonly string[] =>
  offering.schedules?.length ? offering.schedules : SCHEDULES;
