import { announcementQueries, useApiClient } from '@review-center/api-client/react';
import { toFailure } from '@review-center/api-client';
import { AnnouncementArticle } from '@review-center/design-system';
import { messageFor, PAGE_MESSAGES, PAGE_SIZE } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { paths } from '../../app/paths.ts';
import { sanitizeHtml } from '../../app/sanitize.ts';
import { notifyError } from '../../app/notify.ts';

/**
 * The LATEST sidebar: up to 10 others, without the one shown (product §2, §9). One more than 10 is
 * asked for so that excluding the current one still leaves 10.
 */
const latestSidebarQuery = { limit: PAGE_SIZE.announcementSidebar + 1, sort: '-date', page: 1 };

/** One announcement by slug: title, date, sanitized HTML, or 'ANNOUNCEMENT NOT FOUND' (product §2). */
export function AnnouncementDetail({ slug }: { slug: string }) {
  const client = useApiClient();
  const detail = useQuery(announcementQueries.detail(client, slug));
  const latest = useQuery(announcementQueries.list(client, latestSidebarQuery));
  const announcement = detail.data;
  // Not one of product §8's silent cases: a failed load says so, and the page reads not found.
  useEffect(() => {
    if (detail.error) notifyError(messageFor('generic', toFailure(detail.error)));
  }, [detail.error]);
  const contentHtml = useMemo(() => (announcement ? sanitizeHtml(announcement.content) : ''), [announcement]);
  const others = (latest.data?.docs ?? [])
    .filter((item) => item.slug !== slug)
    .slice(0, PAGE_SIZE.announcementSidebar)
    .map((item) => ({ title: item.title, date: item.date, href: paths.announcement(item.slug) }));
  return (
    <AnnouncementArticle
      isLoading={detail.isPending && !detail.isError}
      announcement={announcement ? { title: announcement.title, date: announcement.date, contentHtml } : null}
      latest={others}
      notFoundText={PAGE_MESSAGES.announcementNotFound}
    />
  );
}
