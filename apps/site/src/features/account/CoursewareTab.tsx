import { toFailure } from '@review-center/api-client';
import { useCourseware } from '@review-center/api-client/react';
import { Spinner } from '@review-center/design-system';
import { messageFor } from '@review-center/domain';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../app/sanitize.ts';

/**
 * The Hybrid Courseware tab: the server's HTML, sanitized before it is shown (docs/architecture.md#the-site);
 * 403 and 404 have their own texts (product §6, §8).
 */
export function CoursewareTab({ userId }: { userId: string }) {
  const courseware = useCourseware(userId);
  const html = useMemo(() => sanitizeHtml(courseware.data?.content), [courseware.data]);
  if (courseware.isPending) return <Spinner label="Loading courseware" />;
  if (courseware.isError) {
    return <p>{messageFor('courseware', toFailure(courseware.error))}</p>;
  }
  return <div className="courseware" dangerouslySetInnerHTML={{ __html: html }} />;
}
