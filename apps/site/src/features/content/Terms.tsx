import { TERMS_OF_USE } from '@review-center/domain';

const peso = (amount: number) => `₱${amount.toLocaleString('en-US')}`;

/** The six terms of use of product §1, their figures from the domain (product §9). */
const TERMS = [
  `One account is limited to ${TERMS_OF_USE.devicesPerAccount} registered device.`,
  'Content is for personal use only.',
  `Access is valid for ${TERMS_OF_USE.accessValidityMonths} months.`,
  `A one-time payment of ${peso(TERMS_OF_USE.mobileAppFeePesos)} applies to the mobile app.`,
  `We give ${TERMS_OF_USE.termsChangeNoticeDays} days' notice of changes to these terms.`,
  `The minimum connection is ${TERMS_OF_USE.minimumConnectionMbps} Mbps; ${TERMS_OF_USE.recommendedConnectionMbps} Mbps is recommended.`,
] as const;

export function Terms() {
  return (
    <>
      <p>By creating an account or enrolling, you agree to these terms of use.</p>
      <ol>
        {TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <p>Enrollment only counts once full payment is received, on a first come, first served basis.</p>
    </>
  );
}
