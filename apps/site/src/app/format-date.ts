import { PRODUCT_TIME_ZONE } from '@review-center/domain';

/** Dates as the product shows them: e.g. "Mar 5, 2024" (product §9: English-US style). */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });
export const formatDate = (isoDate: string): string => {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00+08:00` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
};
