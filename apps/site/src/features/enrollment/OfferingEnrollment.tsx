import { useOffering } from '@review-center/api-client/react';
import { Card, PesoPrice } from '@review-center/design-system';
import {
  ENROLLMENT_WINDOW_MESSAGES,
  enrollmentWindow,
  offeringContentLines,
  priceFor,
  type CurrentUser,
  type Offering,
} from '@review-center/domain';
import { useState } from 'react';
import { useCurrentUser } from '../../app/current-user.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { TwoColumns } from '../../app/layout.ts';
import { OfferingWizard } from './OfferingWizard.tsx';

/** The offering summary on the left of the wizard (product §2). */
export function OfferingSummary({ offering }: { offering: Offering }) {
  // The advertised prices: BEED and the other courses, which differ for the product §9 overrides.
  const beed = priceFor({ offering, course: 'BEED', paymentTerm: 'Full' }).total;
  const other = priceFor({ offering, course: 'BSED', paymentTerm: 'Full' }).total;
  return (
    <Card elementType="section" aria-labelledby="offering-summary-title">
      <h1 id="offering-summary-title">{offering.title}</h1>
      <ul>
        {offeringContentLines(offering.content).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {beed === other ? (
        <p>
          Price: <PesoPrice amount={other} />
        </p>
      ) : (
        <p>
          Price: <PesoPrice amount={beed} /> for BEED, <PesoPrice amount={other} /> for BSED and UNITS/CPE
        </p>
      )}
      {offering.terms ? <p>Access valid for {offering.terms}.</p> : null}
    </Card>
  );
}

/** /offerings/{offering}/enroll (product §2 "Offering enrollment"). */
export function OfferingEnrollment({ offeringId }: { offeringId: string }) {
  const offering = useOffering(offeringId);
  const session = useCurrentUser();
  // Read once when the page opens: the window is judged on the reviewee's clock at that moment.
  const [now] = useState(() => new Date());
  // Who enrolls is decided once, when the session is known: a visitor's own submit signs them in,
  // and that must not restart the wizard as the signed-in variant (losing the Success step).
  const [wizardUser, setWizardUser] = useState<CurrentUser | null | undefined>(undefined);
  if (wizardUser === undefined && !session.isLoading) setWizardUser(session.user ?? null);

  if (offering.isPending || wizardUser === undefined) return <PageLoading label="Loading the offering" />;
  if (offering.isError) return <PageLoadFailed title="Enroll" error={offering.error} />;
  const openness = enrollmentWindow(offering.data, now);
  return (
    <PageMain>
      <TwoColumns>
        <OfferingSummary offering={offering.data} />
        {openness === 'open' ? (
          <OfferingWizard offering={offering.data} user={wizardUser} />
        ) : (
          <p role="status">{ENROLLMENT_WINDOW_MESSAGES[openness].page}</p>
        )}
      </TwoColumns>
    </PageMain>
  );
}
