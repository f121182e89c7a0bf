import { birthdateField, calendarDateOf, fieldMessages as m, notAfterTomorrowField } from '@review-center/domain';
import type * as z from 'zod/mini';
import { InvalidInput } from '../errors.ts';

/**
 * The product §5 rules that depend on today, checked on the server with the form's own schemas
 * and messages, so the API never stores what the form would refuse (decision 0022). The rules
 * that do not depend on today (mobile, file count) are in the contract's schemas themselves.
 */
function check(now: Date, fields: Record<string, [(today: string) => z.ZodMiniType, unknown] | undefined>) {
  const today = calendarDateOf(now);
  const issues = Object.entries(fields).flatMap(([field, rule]) => {
    if (!rule) return [];
    const [schema, value] = rule;
    const result = schema(today).safeParse(value);
    return result.success ? [] : [{ field, problem: result.error.issues[0]!.message }];
  });
  if (issues.length > 0) throw new InvalidInput(issues);
}

/** Birthdate at least 18 years ago; the last take date, asked of a repeater, not after tomorrow. */
export function checkProfileRules(
  now: Date,
  profile: {
    birthdate?: string | undefined;
    firstTimer?: boolean | undefined;
    lastTakeDate?: string | null | undefined;
  },
) {
  check(now, {
    birthdate: profile.birthdate !== undefined ? [birthdateField, profile.birthdate] : undefined,
    lastTakeDate:
      profile.firstTimer === false || (profile.lastTakeDate !== undefined && profile.lastTakeDate !== null)
        ? [(today) => notAfterTomorrowField(today, m.lastTakeDateRequired), profile.lastTakeDate ?? '']
        : undefined,
  });
}

/** A payment proof's date: not after tomorrow. */
export function checkPaymentDate(now: Date, paymentDate: string) {
  check(now, { paymentDate: [(today) => notAfterTomorrowField(today, m.paymentDateRequired), paymentDate] });
}
