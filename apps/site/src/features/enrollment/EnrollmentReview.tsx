import { Link, PesoPrice, PrintableSummary, type PrintableSummaryItem } from '@review-center/design-system';
import {
  installmentPlan,
  type Coupon,
  type CurrentUser,
  type Offering,
  type PriceBreakdown,
} from '@review-center/domain';
import styled from 'styled-components';
import { useCenterDetails } from '../../app/center.ts';
import { formatDate } from '../../app/format-date.ts';
import { paths } from '../../app/paths.ts';
import { EmailAddress } from '../../app/EmailAddress.tsx';
import type { AccountValues } from './enrollmentBody.ts';

const Schedule = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface EnrollmentReviewProps {
  offering: Offering;
  /** The signed-in reviewee, whose profile holds what the account step did not ask. */
  user: CurrentUser | null;
  /** What the account step took: every field for a visitor, the missing ones and the branch otherwise. */
  account: AccountValues;
  /** The course the price was computed for (the answer, else the profile's). */
  course: string;
  breakdown: PriceBreakdown;
  coupon: Coupon | null;
  /** When the review is shown: the installments' due dates count from the payment deadline. */
  now: Date;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const yesNo = (value: unknown): string | undefined =>
  value === true || value === 'Yes' ? 'Yes' : value === false || value === 'No' ? 'No' : undefined;

/**
 * The Review step (product §2 "Offering enrollment"): everything the reviewee chose, to check and
 * print before submitting: who they are, their address and education (specialization and
 * last-take date when asked), branch and schedule, and what they will pay and when (the
 * installment plan's due dates count from the payment deadline, as the server will set them).
 */
export function EnrollmentReview({ offering, user, account, course, breakdown, coupon, now }: EnrollmentReviewProps) {
  // The answers fill in what the profile lacked; a visitor's answers are the whole profile.
  const chosen: Record<string, unknown> = { ...(user ?? {}), ...account };
  const item = (term: string, value: unknown): PrintableSummaryItem[] => {
    const description = text(value);
    return description ? [{ term, description }] : [];
  };
  const date = (term: string, value: unknown) => item(term, text(value) && formatDate(text(value)!));
  const name = [chosen.firstName, chosen.middleName, chosen.lastName].map(text).filter(Boolean).join(' ');
  const address = [text(chosen.street), text(chosen.city), [text(chosen.province), text(chosen.zipCode)]]
    .flat()
    .filter(Boolean)
    .join(', ')
    // "Province, 1234" reads better as "Province 1234".
    .replace(/, (\d{4})$/, ' $1');
  const firstTimer = yesNo(chosen.firstTimer);
  // The center's holidays, which the server's deadline skips too (decision 0078).
  const holidays = useCenterDetails()?.holidays.map((day) => day.date);
  const plan =
    breakdown.paymentTerm === 'Installment'
      ? installmentPlan({
          createdAt: now,
          downpayment: breakdown.downpayment,
          installments: breakdown.installments,
          frequency: offering.installmentFrequency,
          ...(holidays ? { holidays } : {}),
        })
      : [];

  const items: PrintableSummaryItem[] = [
    { term: 'Offering', description: offering.title },
    ...item('Name', name),
    ...(text(chosen.email) ? [{ term: 'Email', description: <EmailAddress address={text(chosen.email)!} /> }] : []),
    ...item('Mobile', chosen.mobile),
    ...item('Civil status', chosen.civilStatus),
    ...date('Birthdate', chosen.birthdate),
    ...item('Birth place', chosen.birthPlace),
    ...item('ID name', chosen.idName),
    ...item('Address', address),
    ...item('Course', course),
    ...(course === 'BEED' ? [] : item('Specialization', chosen.specialization)),
    ...item('First timer', firstTimer),
    ...(firstTimer === 'No' ? date('Last take date', chosen.lastTakeDate) : []),
    ...item('College', chosen.college),
    ...item('College address', chosen.collegeAddress),
    ...item('Branch', chosen.branch),
    ...item('Schedule', chosen.schedule),
    { term: 'Payment term', description: breakdown.paymentTerm },
    ...(coupon ? [{ term: 'Coupon', description: `${coupon.code} (−${breakdown.couponDiscount.toFixed(2)})` }] : []),
    { term: 'Total', description: <PesoPrice amount={breakdown.total} /> },
    { term: 'Due now', description: <PesoPrice amount={breakdown.dueNow} /> },
    ...(plan.length > 0
      ? [
          {
            term: 'Payment plan',
            description: (
              <Schedule>
                {plan.map((installment, index) => (
                  <li key={index}>
                    {index === 0 ? 'Downpayment' : `Installment ${index}`}: <PesoPrice amount={installment.amount} />,
                    due {index === 0 ? 'by ' : ''}
                    {formatDate(installment.dueDate)}
                  </li>
                ))}
              </Schedule>
            ),
          },
        ]
      : []),
  ];

  return (
    <PrintableSummary title="Enrollment summary" headingLevel={3} items={items}>
      <p>
        By submitting you agree to the <Link href={paths.termsAndConditions}>Terms and Conditions</Link> and the{' '}
        <Link href={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </PrintableSummary>
  );
}
