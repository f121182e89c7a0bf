import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { ACCOMMODATION_SCOPES } from '../rules/accommodations.ts';
import { epochMs } from '../rules/instant.ts';
import { requiredText } from './fields.ts';

/** The most a record may add: a day, or four times the time limit (decision 0083). */
export const ACCOMMODATION_LIMITS = { extraMinutesMax: 24 * 60, multiplierMax: 4, reopenMinutesMax: 24 * 60 } as const;

const minutes = (max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(1, message), z.lte(max, message));
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/**
 * What staff grant in one record (decision 0083): for one reviewee (by e-mail), a branch (by name)
 * or an offering (by id), extra minutes, a multiplier of the time limit, a window of their own, or
 * several of them, with the reason the audit log keeps. The console's form and the API read it.
 */
export const accommodationInputSchema = z
  .object({
    scope: z.enum(ACCOMMODATION_SCOPES, 'Choose who it is for'),
    subject: requiredText('Choose who it is for', LIMITS.textMax),
    extraMinutes: z.nullable(
      minutes(
        ACCOMMODATION_LIMITS.extraMinutesMax,
        `Extra minutes must be a whole number from 1 to ${ACCOMMODATION_LIMITS.extraMinutesMax}`,
      ),
    ),
    timeMultiplier: z.nullable(
      z
        .number('The multiplier must be a number')
        .check(
          z.gt(1, 'The multiplier must be more than 1'),
          z.lte(
            ACCOMMODATION_LIMITS.multiplierMax,
            `The multiplier must be at most ${ACCOMMODATION_LIMITS.multiplierMax}`,
          ),
        ),
    ),
    windowFrom: z.nullable(instant('The window’s start is not a date and time')),
    windowUntil: z.nullable(instant('The window’s end is not a date and time')),
    reason: requiredText('Write the reason', LIMITS.messageMax),
  })
  .check(
    z.refine(
      (input) =>
        input.extraMinutes !== null ||
        input.timeMultiplier !== null ||
        input.windowFrom !== null ||
        input.windowUntil !== null,
      { message: 'Grant extra minutes, a multiplier or a window', path: ['extraMinutes'], when: () => true },
    ),
    z.refine((input) => (input.windowFrom === null) === (input.windowUntil === null), {
      message: 'Give the window both a start and an end',
      path: ['windowUntil'],
      when: () => true,
    }),
    z.refine(
      (input) =>
        input.windowFrom === null ||
        input.windowUntil === null ||
        epochMs(input.windowFrom) < epochMs(input.windowUntil),
      { message: 'The window must end after it starts', path: ['windowUntil'], when: () => true },
    ),
  );
export type AccommodationInput = z.output<typeof accommodationInputSchema>;

/** A closed attempt reopened for some minutes from now, with the reason the audit log keeps. */
export const reopenAttemptSchema = z.object({
  minutes: minutes(
    ACCOMMODATION_LIMITS.reopenMinutesMax,
    `Minutes must be a whole number from 1 to ${ACCOMMODATION_LIMITS.reopenMinutesMax}`,
  ),
  reason: requiredText('Write the reason', LIMITS.messageMax),
});

/** Removing a record needs its reason too. */
export const removeAccommodationSchema = z.object({ reason: requiredText('Write the reason', LIMITS.messageMax) });
