import { Link } from '@review-center/design-system';
import { ContactList } from '../../app/ContactList.tsx';
import { useCenterDetails } from '../../app/center.ts';
import { paths } from '../../app/paths.ts';

/** FAQ: the three sections of product §2 with their links and contact details. */
export function Faq() {
  const itSupportEmail = useCenterDetails()?.itSupportEmail;
  return (
    <>
      <section aria-labelledby="faq-enroll">
        <h2 id="faq-enroll">How to enroll?</h2>
        <ul>
          <li>
            Not yet registered: <Link href={paths.register}>create an account</Link>, then{' '}
            <Link href={paths.login}>log in</Link> and choose an offering.
          </li>
          <li>
            Not yet registered: enroll directly with <Link href={paths.offerings}>Enroll Now</Link> on an offering; your
            account is created with the enrollment.
          </li>
          <li>
            Already registered on the website or the app: <Link href={paths.login}>log in</Link> with the same e-mail,
            then enroll from the <Link href={paths.offerings}>offerings</Link>.
          </li>
        </ul>
      </section>
      <section aria-labelledby="faq-customer-support">
        <h2 id="faq-customer-support">Customer Support</h2>
        <ContactList />
      </section>
      <section aria-labelledby="faq-it-support">
        <h2 id="faq-it-support">IT Support</h2>
        <p>
          Technical problems with the website or the app:{' '}
          {itSupportEmail ? (
            <Link href={`mailto:${itSupportEmail}`}>{itSupportEmail}</Link>
          ) : (
            <>
              write to us with the <Link href={paths.support}>support form</Link> (category WEBSITE or MOBILE APP)
            </>
          )}
        </p>
      </section>
    </>
  );
}
