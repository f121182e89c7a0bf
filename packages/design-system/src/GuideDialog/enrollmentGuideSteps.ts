import type { ReactNode } from 'react';

export interface GuideStep {
  /** The step's title, shown in the stepper and as its heading. */
  title: string;
  /** What the user should do. */
  body: ReactNode;
}

/**
 * Product §2, Home: the Enrollment Guide's three steps. The second says "click Attachments to
 * continue": the payment form's attachments are titled Attachments (PaymentProofForm), and the
 * step names the way there, the card's Pay link, and the Choose files button under that title.
 */
export const enrollmentGuideSteps: readonly GuideStep[] = [
  { title: 'Pending Enrollment', body: 'Open the Enrollments tab in your account to find your pending enrollment.' },
  {
    title: 'Attachments',
    body: 'Click Attachments to continue: on your enrollment’s card, click Pay, then on the payment page click Choose files under Attachments to attach your proof of payment.',
  },
  {
    title: 'Confirmation',
    body: 'After completing the form and attaching your payment proof, wait for an e-mail confirming your payment.',
  },
];
