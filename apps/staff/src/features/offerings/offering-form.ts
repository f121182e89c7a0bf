import type { api } from '@review-center/api-client';
import { offeringFormSchema, priceFor, type OfferingFormValues } from '@review-center/domain';
import { issuesToErrors, type FieldErrors } from '../../app/form-errors.ts';
import { fromManilaDay, toManilaDay } from '../../app/dates.ts';

/*
 * The offering editor's state: what staff typed, kept as text so nothing typed is lost while it
 * is not yet a number or a date, turned into the domain's OfferingFormValues for the check the
 * server repeats (decision 0045).
 */

/** The domain's form, each field as typed: text, but for the lists of choices and the switch. */
export type OfferingDraft = {
  [K in keyof OfferingFormValues]-?: NonNullable<OfferingFormValues[K]> extends unknown[] | boolean
    ? NonNullable<OfferingFormValues[K]>
    : string;
};

/** The draft of a saved offering, or of a new one (`branches` offered, paid in full). */
export const draftOf = (offering: api.CatalogueOffering | undefined, branches: string[] = []): OfferingDraft => ({
  title: offering?.title ?? '',
  content: offering?.content ?? '',
  price: offering ? String(offering.price) : '',
  beedPrice: offering?.beedPrice == null ? '' : String(offering.beedPrice),
  cashDiscountByPercent: String(offering?.cashDiscountByPercent ?? 0),
  downpayment: String(offering?.downpayment ?? 0),
  installmentTerms: String(offering?.installmentTerms ?? 0),
  installmentFrequency: offering?.installmentFrequency ?? 'Monthly',
  paymentType: [...(offering?.paymentType ?? ['Full'])],
  multipleSchedule: offering?.multipleSchedule ?? false,
  branches: [...(offering?.branches ?? branches)],
  schedules: [...(offering?.schedules ?? [])],
  units: offering?.units ?? '',
  terms: offering?.terms ?? '',
  startDate: toManilaDay(offering?.startDate),
  endDate: toManilaDay(offering?.endDate),
  enrollmentStartDate: toManilaDay(offering?.enrollmentStartDate),
  enrollmentEndDate: toManilaDay(offering?.enrollmentEndDate),
  isPackage: offering?.isPackage ?? false,
  hybridSeason: offering?.hybridSeason ?? false,
});

/** Text to a number for the schema: empty is NaN, so the schema names the field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

/** The body the API receives, before the check. */
const valuesOf = (draft: OfferingDraft) => ({
  title: draft.title,
  content: draft.content,
  price: num(draft.price),
  beedPrice: draft.beedPrice.trim() === '' ? null : num(draft.beedPrice),
  cashDiscountByPercent: num(draft.cashDiscountByPercent),
  downpayment: num(draft.downpayment),
  installmentTerms: num(draft.installmentTerms),
  installmentFrequency: draft.installmentFrequency,
  paymentType: draft.paymentType,
  multipleSchedule: draft.multipleSchedule,
  branches: draft.branches,
  schedules: draft.multipleSchedule ? draft.schedules : [],
  units: draft.units || null,
  terms: draft.terms || null,
  startDate: fromManilaDay(draft.startDate),
  endDate: fromManilaDay(draft.endDate, true),
  enrollmentStartDate: fromManilaDay(draft.enrollmentStartDate),
  enrollmentEndDate: fromManilaDay(draft.enrollmentEndDate, true),
  isPackage: draft.isPackage,
  hybridSeason: draft.hybridSeason,
});

/** The domain's check of the whole form (the server repeats it): the body to send, or its issues. */
export const parseDraft = (draft: OfferingDraft) => offeringFormSchema.safeParse(valuesOf(draft));

/** The domain's check of the whole form: the values to send, or one message per field. */
export function checkDraft(draft: OfferingDraft): { values: OfferingFormValues } | { errors: FieldErrors } {
  const result = parseDraft(draft);
  return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
}

/** The draft's pricing fields as numbers the rule can take: a field not yet a number counts as 0. */
export function previewOffering(draft: OfferingDraft) {
  const values = valuesOf(draft);
  const orZero = (n: number) => (Number.isFinite(n) ? Math.max(n, 0) : 0);
  return {
    price: orZero(values.price),
    beedPrice: values.beedPrice === null ? null : orZero(values.beedPrice),
    cashDiscountByPercent: Math.min(orZero(values.cashDiscountByPercent), 100),
    downpayment: orZero(values.downpayment),
    installmentTerms: Math.min(Math.trunc(orZero(values.installmentTerms)), 24),
  };
}

export type PreviewPrice = ReturnType<typeof previewPrices>[number];

/**
 * What a BEED and a BSED reviewee would pay, Full and Installment, by the domain's `priceFor`,
 * the rule the server charges by. Terms the offering does not allow are left out; a field not
 * yet a number counts as 0.
 */
export function previewPrices(draft: OfferingDraft) {
  const offering = previewOffering(draft);
  return (['BEED', 'BSED'] as const).flatMap((course) =>
    draft.paymentType.map((term) => {
      const priced = priceFor({ offering, course, paymentTerm: term });
      return { course, term, total: priced.total, dueNow: priced.dueNow, installments: priced.installments };
    }),
  );
}
