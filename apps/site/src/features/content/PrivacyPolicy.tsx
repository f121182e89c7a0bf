import { TERMS_OF_USE } from '@review-center/domain';

/** 12 March 2020, read in the product's time zone so that no server clock can shift it. */
const effective = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${TERMS_OF_USE.privacyPolicyEffective}T00:00:00Z`),
);

/** The privacy policy (product §1: effective 12 March 2020). */
export function PrivacyPolicy() {
  return (
    <>
      <p>
        Effective <time dateTime={TERMS_OF_USE.privacyPolicyEffective}>{effective}</time>.
      </p>
      <h2>What we collect</h2>
      <p>
        The details you give when you register, enroll, pay or write to support: your name, contact details, address,
        education, identification and payment proofs.
      </p>
      <h2>Why we collect it</h2>
      <p>
        To run your review: your enrollment, payments, access to courseware and mock exams, and e-mails about them. We
        do not sell your data.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Data Privacy Act of 2012 you may ask to see, correct or delete your data. Write to us through the
        support page.
      </p>
    </>
  );
}
