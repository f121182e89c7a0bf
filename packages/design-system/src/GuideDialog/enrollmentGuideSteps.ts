import type { ReactNode } from 'react';

export interface GuideStep {
  /** The step's title, shown in the stepper and as its heading. */
  title: string;
  /** What the user should do. */
  body: ReactNode;
}

/**
 * Product §2, Home: the Enrollment Guide's three steps. The spec's second step says "click
 * Attachments", a control the product does not have: it names the ones the reviewee clicks, the
 * card's Pay link and the payment form's Choose files button (PaymentProofForm, FileUploader).
 */
export const enrollmentGuideSteps: readonly GuideStep[] = [
  { title: 'Pending Enrollment', body: 'Open the Enrollments tab in your account to find your pending enrollment.' },
  {
    title: 'Attachments',
    body: 'On your enrollment’s card, click Pay. On the payment page, click Choose files under Proof of payment to attach your receipt.',
  },
  {
    title: 'Confirmation',
    body: 'After completing the form and attaching your payment proof, wait for an e-mail confirming your payment.',
  },
];
