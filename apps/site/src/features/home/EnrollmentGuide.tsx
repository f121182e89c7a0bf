import { enrollmentQueries, useApiClient } from '@review-center/api-client/react';
import { GuideDialog } from '@review-center/design-system';
import { ENROLLMENT_STATUS, PAGE_SIZE } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../app/current-user.ts';
import { paths } from '../../app/paths.ts';

/** The home enrollment check, exactly as product §7 "Specific uses" gives it. */
function homeEnrollmentQuery(userId: string) {
  return {
    page: 1,
    limit: PAGE_SIZE.homeEnrollmentCheck,
    sort: '-createdDate',
    populate: 'offering',
    select: 'title price',
    user: userId,
  };
}

/**
 * Opens the Enrollment Guide when the signed-in user has an enrollment in Processing (product §2
 * Home). The check's errors are ignored (product §8): no guide, no message.
 */
export function EnrollmentGuide() {
  const client = useApiClient();
  const { user } = useCurrentUser();
  const [isDismissed, setDismissed] = useState(false);
  const { data } = useQuery({
    ...enrollmentQueries.list(client, homeEnrollmentQuery(user?._id ?? '')),
    enabled: user !== undefined,
    retry: false,
  });
  const hasProcessing = data?.docs.some((enrollment) => enrollment.status === ENROLLMENT_STATUS.processing) ?? false;
  if (!user || !hasProcessing) return null;
  return (
    <GuideDialog isOpen={!isDismissed} onOpenChange={(isOpen) => setDismissed(!isOpen)} accountHref={paths.account} />
  );
}
