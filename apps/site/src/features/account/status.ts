import type { BadgeProps } from '@review-center/design-system';
import { PRODUCT_TIME_ZONE } from '@review-center/domain';

/** Badge colours of the statuses (design-system Badge: Active success, Payment Review warning). */
const STATUS_VARIANTS: Record<string, BadgeProps['variant']> = {
  Active: 'success',
  Approved: 'success',
  'Payment Review': 'warning',
  Rejected: 'danger',
  Processing: 'neutral',
};

export const statusVariant = (status: string): BadgeProps['variant'] => STATUS_VARIANTS[status] ?? 'neutral';

/** Dates as the product shows them: e.g. "Mar 5, 2024" (product §9: English-US style). */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });
export const formatDate = (isoDate: string): string => {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00+08:00` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
};

/** The title of an enrollment's offering, embedded, populated or only an id (product §3). */
export const offeringTitle = (offering: string | { title: string }): string =>
  typeof offering === 'string' ? 'Offering' : offering.title;
