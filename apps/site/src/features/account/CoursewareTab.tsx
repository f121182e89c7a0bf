import { toFailure } from '@review-center/api-client';
import { accountQueries, useApiClient, useCourseware } from '@review-center/api-client/react';
import { Spinner } from '@review-center/design-system';
import { accessEndedMessage, messageFor } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { sanitizeHtml } from '../../app/sanitize.ts';

/**
 * The Hybrid Courseware tab: the server's HTML, sanitized before it is shown (docs/architecture.md#the-site);
 * 403 and 404 have their own texts (product §6, §8). A reviewee whose every Active enrollment's
 * access has ended (six months from activation, product §1) is told when it ended instead: the
 * server refuses the content either way (decision 0048).
 */
export function CoursewareTab({ userId }: { userId: string }) {
  const courseware = useCourseware(userId);
  const refused = courseware.error?.status === 403;
  const subscriptions = useQuery({ ...accountQueries.subscriptions(useApiClient(), userId), enabled: refused });
  const [now] = useState(() => Date.now());
  const html = useMemo(() => sanitizeHtml(courseware.data?.content), [courseware.data]);
  if (courseware.isPending || (refused && subscriptions.isPending)) {
    return <Spinner label="Loading courseware" />;
  }
  if (courseware.isError) {
    const ends = (subscriptions.data?.docs ?? []).map((subscription) => new Date(subscription.endDate).getTime());
    if (refused && ends.length > 0 && ends.every((end) => end <= now)) {
      return <p>{accessEndedMessage(new Date(Math.max(...ends)))}</p>;
    }
    return <p>{messageFor('courseware', toFailure(courseware.error))}</p>;
  }
  return <div className="courseware" dangerouslySetInnerHTML={{ __html: html }} />;
}
