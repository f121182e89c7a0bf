import { useId, type RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Link } from '../Link/Link.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { minWidth } from '../tokens/tokens.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-6);

  @media ${minWidth.md} {
    grid-template-columns: minmax(0, 1fr) 16rem;
  }

  article {
    min-inline-size: 0;
  }
  article h1 {
    margin: 0 0 var(--ds-space-2);
    font-size: var(--ds-font-size-2xl);
    line-height: 1.2;
  }
  article time {
    display: block;
    margin-block-end: var(--ds-space-5);
    color: var(--ds-color-text-muted);
  }
  .announcement-content img {
    max-inline-size: 100%;
    block-size: auto;
  }
  .announcement-missing {
    margin: 0;
    font-size: var(--ds-font-size-xl);
    color: var(--ds-color-text-muted);
  }
  aside h2 {
    margin: 0 0 var(--ds-space-3);
    padding-block-end: var(--ds-space-2);
    border-block-end: 3px solid var(--ds-color-accent);
    font-size: var(--ds-font-size-md);
    letter-spacing: 0.08em;
  }
  aside ul {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  aside time {
    display: block;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
`;

export interface AnnouncementArticleContent {
  title: string;
  /** ISO string or Date. */
  date: Date | string;
  /**
   * The announcement's body as HTML (product §3, Announcement `content`).
   *
   * **Not sanitized here.** It is rendered as given; the app must pass HTML it has sanitized
   * (DOMPurify), because the content comes from the server (docs/architecture.md#the-site).
   */
  contentHtml: string;
}

export interface AnnouncementLatestItem {
  title: string;
  /** The announcement's page, e.g. `/announcements/{slug}`. */
  href: string;
  /** ISO string or Date. */
  date: Date | string;
}

export interface AnnouncementArticleProps extends RefAttributes<HTMLDivElement> {
  /** The announcement to show; `null` shows the not-found message. */
  announcement: AnnouncementArticleContent | null;
  /** Other announcements for the LATEST list (the app passes up to 10, without this one). */
  latest: readonly AnnouncementLatestItem[];
  /**
   * Shows a spinner instead of the article while it loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Heading of the side list.
   * @default 'LATEST'
   */
  latestHeading?: string;
  /**
   * Shown when `announcement` is null (product §2).
   * @default 'ANNOUNCEMENT NOT FOUND'
   */
  notFoundText?: string;
  /**
   * Text read while loading.
   * @default 'Loading announcement'
   */
  loadingLabel?: string;
  /**
   * Time zone dates are shown in; the center is in the Philippines.
   * @default 'Asia/Manila'
   */
  timeZone?: string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * An announcement's page body: title, date and HTML content, beside a LATEST list (product §2).
 *
 * **When to use:** The page of one announcement: its title, date and sanitized HTML, beside the
 * latest announcements.
 *
 * **When not to:** For a teaser in a list (use `AnnouncementCard`). Never pass HTML that has not
 * been sanitized (the site uses DOMPurify).
 *
 * **Accessibility:** The title is the page's `h1`; the LATEST list is an `aside` named by its
 * heading; headings in the content should start at `h2`.
 */
export function AnnouncementArticle({
  announcement,
  latest,
  isLoading = false,
  latestHeading = 'LATEST',
  notFoundText = 'ANNOUNCEMENT NOT FOUND',
  loadingLabel = 'Loading announcement',
  timeZone = 'Asia/Manila',
  className,
  ref,
}: AnnouncementArticleProps) {
  const latestId = useId();
  const formatDate = (date: Date | string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(date));
  const isoDate = (date: Date | string) => new Date(date).toISOString();

  return (
    <Layout className={className} ref={ref}>
      {isLoading ? (
        <div>
          <Spinner label={loadingLabel} />
        </div>
      ) : announcement ? (
        <article>
          <Heading level={1}>{announcement.title}</Heading>
          <time dateTime={isoDate(announcement.date)}>{formatDate(announcement.date)}</time>
          <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcement.contentHtml }} />
        </article>
      ) : (
        <div>
          <Heading level={1} className="announcement-missing">
            {notFoundText}
          </Heading>
        </div>
      )}
      {latest.length > 0 ? (
        <aside aria-labelledby={latestId}>
          <Heading level={2} id={latestId}>
            {latestHeading}
          </Heading>
          <ul>
            {latest.map((item) => (
              <li key={item.href}>
                <Link href={item.href} variant="standalone">
                  {item.title}
                </Link>
                <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </Layout>
  );
}
