import { formatPeso } from '@review-center/design-system';
import type { Enrollment, Payment } from '@review-center/domain';

export interface HistoryEntry {
  /** When, as the API gives it (an ISO instant). */
  at: string;
  what: string;
}

/**
 * An enrollment's history as its reviewee may see it, on /enrollments/{id}: when it was made,
 * each payment proof sent with what became of it, when it became Active, and each refund staff
 * recorded once it was cancelled (decision 0084), oldest first.
 * Staff's notes stay in the console's audit log.
 */
export function enrollmentHistory(enrollment: Enrollment, payments: readonly Payment[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    { at: enrollment.createdDate, what: `Enrolled, reference ${enrollment.reference}` },
    ...payments.map((payment) => ({
      at: payment.createdDate,
      what: `${payment.paymentType} payment proof sent, reference ${payment.reference}: ${payment.status}`,
    })),
  ];
  if (enrollment.activatedAt) entries.push({ at: enrollment.activatedAt, what: 'Activated: access for six months' });
  for (const refund of enrollment.refunds ?? []) {
    entries.push({
      at: refund.createdDate,
      what: `Refunded ${formatPeso(refund.amount)} by ${refund.channel}, reference ${refund.reference}`,
    });
  }
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
