import { Link } from '@review-center/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ContactList } from '../../app/ContactList.tsx';
import { useCenterDetails } from '../../app/center.ts';
import { paths } from '../../app/paths.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);

  @media (min-width: 48rem) {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }

  > nav {
    position: sticky;
    inset-block-start: var(--ds-space-4);
  }

  > nav ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--ds-space-2);
  }

  section {
    scroll-margin-block-start: var(--ds-space-4);
  }

  /* The in-page links: plain anchors, so the browser scrolls and moves focus; drawn as Link. */
  a[href^='#'] {
    color: var(--ds-color-primary);
    text-underline-offset: 0.2em;
  }
`;

/** The three kinds of user product §2 names under "How to enroll?", each with its guide. */
const guides: { id: string; title: string; steps: ReactNode[] }[] = [
  {
    id: 'guide-register',
    title: 'Not yet registered: register, then enroll',
    steps: [
      <>
        Open <Link href={paths.register}>Register</Link>, fill in your details and create your account.
      </>,
      'Open the link in the e-mail we send you to verify your account.',
      <>
        <Link href={paths.login}>Log in</Link> with your e-mail and password.
      </>,
      <>
        Open <Link href={paths.offerings}>Offerings</Link> and press ENROLL on the review you want.
      </>,
      'Check the details we already have, add any that are missing, and press Next.',
      'Choose Full or Installment payment, review the summary, and press Submit.',
      'Pay as the instructions say, then attach your proof of payment. We e-mail you when it is confirmed.',
    ],
  },
  {
    id: 'guide-enroll-now',
    title: 'Not yet registered: enroll directly with Enroll Now',
    steps: [
      <>
        Press Enroll Now on the home page, or ENROLL on a review in <Link href={paths.offerings}>Offerings</Link>.
      </>,
      'Fill in your account information: your account is created with the enrollment.',
      'Choose Full or Installment payment, review the summary, and press Submit.',
      'Note your reference number, then press PROCEED TO PAYMENT and attach your proof of payment.',
      'Open the link in the e-mail we send you to verify your account, so that you can log in next time.',
    ],
  },
  {
    id: 'guide-registered',
    title: 'Already registered on the website or the app',
    steps: [
      <>
        <Link href={paths.login}>Log in</Link> with the e-mail and password you use on the website or the app.
      </>,
      <>
        Open <Link href={paths.offerings}>Offerings</Link> and press ENROLL on the review you want.
      </>,
      'Check the details we already have, add any that are missing, and press Next.',
      'Choose Full or Installment payment, review the summary, and press Submit.',
      <>
        Pay, then attach your proof of payment from the <Link href={paths.accountTab('enrollments')}>Enrollments</Link>{' '}
        tab of your account.
      </>,
    ],
  },
];

/**
 * FAQ (product §2): a sidebar with its three sections. "How to enroll?" links to a guide of
 * numbered steps for each kind of user.
 */
export function Faq() {
  const itSupportEmail = useCenterDetails()?.itSupportEmail;
  return (
    <Layout>
      <nav aria-label="FAQ sections">
        <ul>
          <li>
            <a href="#faq-enroll">How to enroll?</a>
          </li>
          <li>
            <a href="#faq-customer-support">Customer Support</a>
          </li>
          <li>
            <a href="#faq-it-support">IT Support</a>
          </li>
        </ul>
      </nav>
      <div>
        <section aria-labelledby="faq-enroll-title" id="faq-enroll">
          <h2 id="faq-enroll-title">How to enroll?</h2>
          <ul>
            <li>
              Not yet registered: <a href="#guide-register">register, then enroll</a>.
            </li>
            <li>
              Not yet registered: enroll directly with <Link href={paths.offerings}>Enroll Now</Link> on an offering;
              your account is created with the enrollment (<a href="#guide-enroll-now">the steps</a>).
            </li>
            <li>
              Already registered on the website or the app: <a href="#guide-registered">log in and enroll</a>.
            </li>
          </ul>
        </section>
        {guides.map((guide) => (
          <section key={guide.id} aria-labelledby={`${guide.id}-title`} id={guide.id}>
            <h3 id={`${guide.id}-title`}>{guide.title}</h3>
            <ol>
              {guide.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
        <section aria-labelledby="faq-customer-support-title" id="faq-customer-support">
          <h2 id="faq-customer-support-title">Customer Support</h2>
          <ContactList />
        </section>
        <section aria-labelledby="faq-it-support-title" id="faq-it-support">
          <h2 id="faq-it-support-title">IT Support</h2>
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
      </div>
    </Layout>
  );
}
