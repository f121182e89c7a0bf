import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { addDays, ageOn, isCalendarDate } from '../rules/calendar.ts';
import { IMAGE_MIME_TYPES } from './image-types.ts';
import { fieldMessages as m } from './messages.ts';

/** A rule of a field: a test and the message shown when it fails. */
type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/**
 * Applies rules in order and reports only the first that fails, so each field shows one message.
 * Issues stay "continuable": zod's abort flag would also stop the form-level cross-field checks
 * (explicit aborts skip even `when` checks), and product §5 wants every error shown at once.
 */
export const firstFailing = <S extends z.ZodMiniType>(schema: S, ...rules: Rule<z.output<S>>[]): S =>
  schema.check(
    z.superRefine<z.output<S>>((value, ctx) => {
      const failed = rules.find(([test]) => !test(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    }),
  );

const filled = (text: string): boolean => text.length > 0;

/**
 * A required text field: missing, empty or blank all read as the one "required" message; longer
 * than `max` as the API's own message (decision 0023).
 */
export const requiredText = (message: string, max: number = LIMITS.textMax) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, m.tooLong(max)));

export const emailField = z.pipe(
  z
    .string(m.emailRequired)
    .check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(LIMITS.emailMax, m.tooLong(LIMITS.emailMax))),
  z.email(m.emailInvalid),
);

/** The account password of product §5 and §9: 8 to 16 characters. */
export const passwordField = firstFailing(
  z.string(m.passwordRequired),
  [filled, m.passwordRequired],
  [(p) => p.length >= LIMITS.passwordMin, m.passwordMin(LIMITS.passwordMin)],
  [(p) => p.length <= LIMITS.passwordMax, m.passwordMax(LIMITS.passwordMax)],
);

/** Mobile numbers are digits only (product §5); `exact` for registration, a minimum for support. */
export const mobileField = (length: 'exact' | 'min') =>
  firstFailing(
    z.string(m.mobileRequired).check(z.trim()),
    [filled, m.mobileRequired],
    [(digits) => /^\d+$/.test(digits), m.mobileDigits],
    length === 'exact'
      ? [(digits) => digits.length === LIMITS.mobileLength, m.mobileLength]
      : [(digits) => digits.length >= LIMITS.mobileLength, m.mobileMin],
    [(digits) => digits.length <= LIMITS.textMax, m.tooLong(LIMITS.textMax)],
  );

/** A YYYY-MM-DD date (what a date input gives) that is not after tomorrow: 'Date is invalid' (product §5). */
export const notAfterTomorrowField = (today: string, requiredMessage: string) =>
  firstFailing(
    z.string(requiredMessage).check(z.trim()),
    [filled, requiredMessage],
    // One day of slack after today so that a reviewee a time zone ahead is never refused.
    [(date) => isCalendarDate(date) && date <= addDays(today, 1), m.dateInvalid],
  );

/** Birthdate: a valid date on which the reviewee is at least 18 today (product §5, §9). */
export const birthdateField = (today: string) =>
  firstFailing(
    z.string(m.birthdateRequired).check(z.trim()),
    [filled, m.birthdateRequired],
    [isCalendarDate, m.birthdateInvalid],
    [(date) => ageOn(date, today) >= LIMITS.minimumAge, m.minimumAge],
  );

/**
 * A file as both browsers (File) and Node (an upload's metadata) describe it. `sniffedType` is
 * the type read from the content's magic bytes, when the caller has it: the declared `type`
 * comes from the file name and can lie, so both must pass when both are known.
 */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  sniffedType?: string | undefined;
}

export { IMAGE_MIME_TYPES } from './image-types.ts';

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).type === 'string' &&
  typeof (value as FileLike).size === 'number';

const isImageType = (type: string | undefined): boolean => (IMAGE_MIME_TYPES as readonly string[]).includes(type ?? '');

/** PNG or JPEG by declared type and, when given, by sniffed type too. */
export const isPngOrJpeg = (file: FileLike): boolean =>
  isImageType(file.type) && (file.sniffedType === undefined || isImageType(file.sniffedType));

/**
 * Any file. z.custom keeps the caller's object (a browser File stays a File), where z.object
 * would copy its fields into a plain object.
 */
const fileField = z.custom<FileLike>(isFileLike, m.fileInvalid);

/** A required PNG or JPEG image. */
export const imageFileField = (requiredMessage: string) =>
  firstFailing(
    // Accepts anything, so that the rules below (not a type error) say what is wrong.
    z.custom<FileLike>(() => true),
    [(value) => value !== undefined && value !== null, requiredMessage],
    [isFileLike, m.fileInvalid],
    [isPngOrJpeg, m.imageTypeInvalid],
  );

/** A list of files, first checked for count, then each for type when `images` is set. */
export const filesField = ({ min, max, images }: { min: number; max: number; images: boolean }) =>
  firstFailing(
    z.array(fileField, m.attachmentsRequired),
    [(files) => files.length >= min, m.attachmentsRequired],
    [(files) => files.length <= max, m.maxFiles],
    [(files) => !images || files.every(isPngOrJpeg), m.imageTypeInvalid],
  );

/** Records an issue of `schema` on `path` of the parent: for rules that apply only sometimes. */
export function checkField(ctx: z.core.$RefinementCtx, key: string, schema: z.ZodMiniType, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
  }
}

/**
 * Cross-field checks run even while other fields are still invalid, so every error shows
 * under its field at once (product §5 "errors show under each field"); zod skips them otherwise.
 */
export const alwaysCheck = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const asRecord = (value: unknown): Record<string, unknown> => value as Record<string, unknown>;
