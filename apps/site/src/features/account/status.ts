import type { BadgeProps } from '@review-center/design-system';

/** Badge colours of the statuses (design-system Badge: Active success, Payment Review warning). */
const STATUS_VARIANTS: Record<string, BadgeProps['variant']> = {
  Active: 'success',
  Approved: 'success',
  'Payment Review': 'warning',
  Rejected: 'danger',
  Processing: 'neutral',
};

export const statusVariant = (status: string): BadgeProps['variant'] => STATUS_VARIANTS[status] ?? 'neutral';

/** The title of an enrollment's offering, embedded, populated or only an id (product §3). */
export const offeringTitle = (offering: string | { title: string }): string =>
  typeof offering === 'string' ? 'Offering' : offering.title;
