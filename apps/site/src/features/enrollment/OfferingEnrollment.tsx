import { useOffering } from '@review-center/api-client/react';
import { ENROLLMENT_WINDOW_MESSAGES, enrollmentWindow, type CurrentUser } from '@review-center/domain';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useCurrentUser } from '../../app/current-user.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { PageLoadFailed, PageLoading } from '../../app/PageStates.tsx';
import { TwoColumns } from '../../app/layout.ts';
import { OfferingSummary } from './OfferingSummary.tsx';
import { OfferingWizard } from './OfferingWizard.tsx';

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
  // A package is enrolled at /enroll, and the hybrid season shows its notice there; a signed-in
  // reviewee enrolls in a package here, with their account (decision 0072).
  if (offering.data.hybridSeason || (offering.data.isPackage && !wizardUser)) {
    return <Navigate to={paths.packageEnrollFor(offering.data._id)} replace />;
  }
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
