import * as z from 'zod/mini';
import { LIMITS, PAYMENT_OPTIONS, type PaymentOption } from '../constants.ts';
import { PHILIPPINE_HOLIDAYS } from '../reference/holidays.ts';
import { isCalendarDate } from '../rules/calendar.ts';
import { firstFailing } from './fields.ts';

/**
 * The center's own details (product §1 footer, §2 About Us, FAQ, Support, payment page; §9
 * payment channels), edited by an administrator in the staff console (decision 0046). One schema
 * serves the console's form and the server's check (docs/style.md#data). A field left empty is
 * not set: the site and the e-mails leave it out rather than show something made up.
 */

/** Longest about text (profile, mission, vision, core values): a few paragraphs. */
export const ABOUT_TEXT_MAX = 4_000;
/** At most this many partners on /about-us. */
export const PARTNERS_MAX = 24;

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/** Optional one-line or long text: trimmed, empty when not set. */
const optionalText = (label: string, max: number = LIMITS.textMax) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = (label: string) =>
  firstFailing(optionalText(label, LIMITS.emailMax), [
    (value) => value === '' || EMAIL.test(value),
    `${label} must be an e-mail address, like name@example.com`,
  ]);

/** A phone or text number as people write it in the Philippines: digits, spaces, +, ( ) and -. */
const optionalPhone = (label: string) =>
  firstFailing(
    optionalText(label, 40),
    [(value) => value === '' || /^[\d\s+()-]+$/.test(value), `${label} may contain only digits, spaces, +, ( ) and -`],
    [(value) => value === '' || value.replace(/\D/g, '').length >= 7, `${label} must have at least 7 digits`],
  );

/** A link the site opens: https only, so no `javascript:` address reaches a page. */
const optionalUrl = (label: string) =>
  firstFailing(optionalText(label, 500), [
    (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
    `${label} must be a web address starting with https://`,
  ]);

const accountSchema = (channel: PaymentOption) =>
  z
    .object({
      accountName: optionalText(`${channel} account name`),
      accountNumber: firstFailing(optionalText(`${channel} account number`, 40), [
        (value) => value === '' || /^[\d\s-]+$/.test(value),
        `${channel} account number may contain only digits, spaces and -`,
      ]),
    })
    .check(
      z.superRefine((value, ctx) => {
        // A name without a number (or the reverse) would send a reviewee to pay nowhere.
        if (value.accountName !== '' && value.accountNumber === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['accountNumber'],
            message: `${channel} account number is required with its name`,
          });
        }
        if (value.accountNumber !== '' && value.accountName === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['accountName'],
            message: `${channel} account name is required with its number`,
          });
        }
      }),
    );

export const partnerSchema = z.object({
  name: z
    .string('Partner name is required')
    .check(
      z.trim(),
      z.minLength(1, 'Partner name is required'),
      z.maxLength(LIMITS.textMax, tooLong('Partner name', LIMITS.textMax)),
    ),
  /** The logo's public address (`/api/v2/images/{id}/large`), empty without one. */
  logo: optionalText('Partner logo', 500),
});
export type Partner = z.infer<typeof partnerSchema>;

/** The home banner's slides (product §2 Home: "a rotating banner of two slides"). */
export const BANNER_OFFERINGS_MAX = 2;

/** A banner offer's field name, by its place: "First banner offer", "Second banner offer". */
export const bannerOfferingLabel = (index: number) => `${['First', 'Second'][index] ?? 'A'} banner offer`;

/**
 * The offerings of the home banner, in their order (decision 0057): ids, none empty, none twice.
 * The server also checks that each is an offering; the site shows those that are published.
 */
const notAnId = 'Banner offer must be an offering id';
const bannerOfferingsSchema = z
  .array(z.string(notAnId).check(z.trim(), z.minLength(1, notAnId), z.maxLength(LIMITS.idMax, notAnId)))
  .check(
    z.maxLength(BANNER_OFFERINGS_MAX, `At most ${BANNER_OFFERINGS_MAX} banner offers`),
    z.superRefine((ids, ctx) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) < index) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `${bannerOfferingLabel(index)} is already the ${bannerOfferingLabel(ids.indexOf(id)).toLowerCase()}: choose another, or None`,
          });
        }
      });
    }),
  );

/**
 * The center's registration with the BIR (decision 0074). Empty, a receipt is an
 * Acknowledgement Receipt; filled, it is an Invoice carrying these fields and numbered within the
 * serial range of the authority to print. All or nothing: an Invoice lacking one of them is not one.
 */
export const TAX_REGISTRATION_FIELDS = [
  ['registeredName', 'Registered name'],
  ['tin', 'TIN'],
  ['registeredAddress', 'Registered address'],
  ['authorityToPrint', 'Authority to print or CAS number'],
  ['serialFrom', 'First serial number'],
  ['serialTo', 'Last serial number'],
] as const;
export type TaxRegistrationField = (typeof TAX_REGISTRATION_FIELDS)[number][0];

/** A serial number's most digits: the numbers a receipt counter holds. */
export const SERIAL_DIGITS_MAX = 9;

/** 9 digits and a branch code of 3 or 5 (the BIR's "000-000-000-00000" since 2023). */
const TIN = /^\d{3}-?\d{3}-?\d{3}-?(\d{3}|\d{5})$/;
const serialField = (label: string) =>
  firstFailing(optionalText(label, SERIAL_DIGITS_MAX), [
    (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1),
    `${label} must be a whole number from 1, digits only`,
  ]);

export const taxRegistrationSchema = z
  .object({
    registeredName: optionalText('Registered name'),
    tin: firstFailing(optionalText('TIN', 20), [
      (value) => value === '' || TIN.test(value),
      'TIN must be 9 digits and a branch code of 3 or 5 digits, like 123-456-789-00000',
    ]),
    registeredAddress: optionalText('Registered address'),
    authorityToPrint: firstFailing(optionalText('Authority to print or CAS number', 60), [
      (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(value),
      'Authority to print or CAS number may contain only letters, digits, spaces, - and /',
    ]),
    serialFrom: serialField('First serial number'),
    serialTo: serialField('Last serial number'),
  })
  .check(
    z.superRefine((value, ctx) => {
      const filled = TAX_REGISTRATION_FIELDS.filter(([key]) => value[key] !== '');
      // Part of a registration would title a receipt Invoice without what makes it one.
      if (filled.length > 0 && filled.length < TAX_REGISTRATION_FIELDS.length) {
        for (const [key, label] of TAX_REGISTRATION_FIELDS) {
          if (value[key] === '') {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `${label} is required for an invoice: fill in every registration field, or none`,
            });
          }
        }
      }
      const from = Number(value.serialFrom);
      const to = Number(value.serialTo);
      if (value.serialFrom !== '' && value.serialTo !== '' && from >= 1 && to >= 1 && to < from) {
        ctx.addIssue({
          code: 'custom',
          path: ['serialTo'],
          message: 'Last serial number must not be below the first serial number',
        });
      }
    }),
  );
export type TaxRegistration = z.infer<typeof taxRegistrationSchema>;

/** No registration entered: receipts are Acknowledgement Receipts. */
const NO_TAX_REGISTRATION: TaxRegistration = {
  registeredName: '',
  tin: '',
  registeredAddress: '',
  authorityToPrint: '',
  serialFrom: '',
  serialTo: '',
};

/** At most this many holidays: two years of national and local days off. */
export const HOLIDAYS_MAX = 80;
/** A holiday's longest name. */
export const HOLIDAY_NAME_MAX = 80;

const HOLIDAY_DATE = 'Holiday date must be a date, like 2026-12-25';
export const holidaySchema = z.object({
  // One message, empty or not a date.
  date: firstFailing(z.string(HOLIDAY_DATE).check(z.trim()), [isCalendarDate, HOLIDAY_DATE]),
  name: z
    .string('Holiday name is required')
    .check(
      z.trim(),
      z.minLength(1, 'Holiday name is required'),
      z.maxLength(HOLIDAY_NAME_MAX, tooLong('Holiday name', HOLIDAY_NAME_MAX)),
    ),
});
export type HolidayEntry = z.infer<typeof holidaySchema>;

/**
 * The days that are not business days although weekdays (decision 0078): the Philippine regular
 * holidays and special non-working days, seeded with the year's proclamation. One entry a date.
 */
const holidaysSchema = z.array(holidaySchema).check(
  z.maxLength(HOLIDAYS_MAX, `At most ${HOLIDAYS_MAX} holidays`),
  z.superRefine((days, ctx) => {
    days.forEach((day, index) => {
      if (days.findIndex((other) => other.date === day.date) < index) {
        ctx.addIssue({ code: 'custom', path: [index, 'date'], message: `Holiday date ${day.date} is already listed` });
      }
    });
  }),
);

/** The seeded holidays (decision 0078), a fresh copy. */
export const defaultHolidays = (): HolidayEntry[] => PHILIPPINE_HOLIDAYS.map((day) => ({ ...day }));

/** What an administrator edits and the site reads (decision 0046). */
export const centerSettingsInputSchema = z.object({
  name: z
    .string('Name is required')
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(LIMITS.textMax, tooLong('Name', LIMITS.textMax))),
  profile: optionalText('Profile', ABOUT_TEXT_MAX),
  mission: optionalText('Mission', ABOUT_TEXT_MAX),
  vision: optionalText('Vision', ABOUT_TEXT_MAX),
  coreValues: optionalText('Core values', ABOUT_TEXT_MAX),
  partners: z.array(partnerSchema).check(z.maxLength(PARTNERS_MAX, `At most ${PARTNERS_MAX} partners`)),
  supportEmail: optionalEmail('Support e-mail'),
  supportPhone: optionalPhone('Support phone number'),
  textNumber: optionalPhone('Support text number'),
  itSupportEmail: optionalEmail('Technical support e-mail'),
  address: optionalText('Address'),
  socialUrl: optionalUrl('Social page link'),
  appStoreUrl: optionalUrl('App Store link'),
  googlePlayUrl: optionalUrl('Google Play link'),
  bannerOfferings: bannerOfferingsSchema,
  /**
   * The terms' "one account is limited to one registered device" (product §1), enforced at
   * sign-in; on unless the center turns it off, staff exempt (decision 0068).
   */
  oneDevicePerAccount: z._default(z.boolean(), true),
  /** Empty unless the center issues invoices (decision 0074); a client that predates it sends none. */
  taxRegistration: z._default(taxRegistrationSchema, () => ({ ...NO_TAX_REGISTRATION })),
  /**
   * The business-day calendar's days off (decision 0078). A client that predates it sends none,
   * and the server keeps the stored list; the seeded list is not a default here, so that the
   * contract does not carry it into every page of the site.
   */
  holidays: z.optional(holidaysSchema),
  paymentAccounts: z.object({
    BPI: accountSchema('BPI'),
    BDO: accountSchema('BDO'),
    Metrobank: accountSchema('Metrobank'),
    GCash: accountSchema('GCash'),
  }),
});
export type CenterSettingsInput = z.infer<typeof centerSettingsInputSchema>;

/** The settings as the API sends them: the input, and whether its values are demo samples. */
export const centerSettingsSchema = z.extend(centerSettingsInputSchema, {
  /** Always sent: the stored list, or the seeded one before any is stored (decision 0078). */
  holidays: holidaysSchema,
  /** Demo mode's seeded samples, not yet saved by an administrator: the site says so. */
  sample: z.boolean(),
});
export type CenterSettings = z.infer<typeof centerSettingsSchema>;

/**
 * Settings before an administrator fills them: the product's name and nothing else (decision
 * 0046), so a production site omits every contact, link, partner and account.
 */
export function emptyCenterSettings(): CenterSettings {
  const account = { accountName: '', accountNumber: '' };
  return {
    name: 'Review Center',
    profile: '',
    mission: '',
    vision: '',
    coreValues: '',
    partners: [],
    supportEmail: '',
    supportPhone: '',
    textNumber: '',
    itSupportEmail: '',
    address: '',
    socialUrl: '',
    appStoreUrl: '',
    googlePlayUrl: '',
    // No offer chosen: the site's banner shows the first published offerings (decision 0057).
    bannerOfferings: [],
    oneDevicePerAccount: true,
    taxRegistration: { ...NO_TAX_REGISTRATION },
    // Reference data, not a sample: the year's proclaimed days off (decision 0078).
    holidays: defaultHolidays(),
    paymentAccounts: Object.fromEntries(
      PAYMENT_OPTIONS.map((c) => [c, { ...account }]),
    ) as CenterSettings['paymentAccounts'],
    sample: false,
  };
}
