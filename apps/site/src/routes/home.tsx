import { announcementQueries, lecturerQueries, offeringQueries } from '@review-center/api-client/react';
import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSessionToken } from '../app/current-user.ts';
import { prefetchRouteData } from '../app/route-data.ts';
import { MobileAppBanner } from '../app/MobileAppBanner.tsx';
import { PageMain } from '../app/PageMain.tsx';
import { LatestAnnouncements } from '../features/announcements/LatestAnnouncements.tsx';
import { homeAnnouncementsQuery } from '../features/announcements/queries.ts';
import { HomeBanner } from '../features/home/HomeBanner.tsx';
import { AboutTeaser, LoginBanner, MyExamsBanner } from '../features/home/HomeIntro.tsx';
import { HomeLecturers } from '../features/lecturers/HomeLecturers.tsx';
import { homeLecturersQuery } from '../features/lecturers/queries.ts';
import { publishedOfferingsQuery } from '../app/published-offerings.ts';
import { OfferingsTeaser } from '../features/offerings/OfferingsTeaser.tsx';

/**
 * The Enrollment Guide concerns signed-in users only, so its dialog code loads only for them
 * (it would otherwise weigh on every visitor's first load of /home).
 */
const EnrollmentGuide = lazy(async () => ({
  default: (await import('../features/home/EnrollmentGuide.tsx')).EnrollmentGuide,
}));

export function loader({ context }: LoaderFunctionArgs) {
  return prefetchRouteData(context, (queries, api) => [
    queries.prefetchQuery(offeringQueries.list(api, publishedOfferingsQuery)),
    queries.prefetchQuery(announcementQueries.list(api, homeAnnouncementsQuery)),
    queries.prefetchQuery(lecturerQueries.list(api, homeLecturersQuery)),
  ]);
}

/** Home, sections in the order of product §2; header and footer come from the root layout. */
export function Component() {
  const hasSession = useSessionToken() !== null;
  return (
    <PageMain title="Review Center">
      <p>Review for the Licensure Examination for Teachers.</p>
      <HomeBanner />
      <LoginBanner />
      {hasSession ? <MyExamsBanner /> : null}
      <AboutTeaser />
      <OfferingsTeaser />
      <MobileAppBanner />
      <LatestAnnouncements />
      <HomeLecturers />
      {hasSession ? (
        <Suspense fallback={null}>
          <EnrollmentGuide />
        </Suspense>
      ) : null}
    </PageMain>
  );
}
