import type { RefAttributes } from 'react';
import { Heading, Link } from 'react-aria-components';
import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';
import { dayAndMonth } from './dayAndMonth.ts';
import { focusRing } from '../styles/focusRing.ts';

const Teaser = styled(Card)`
  position: relative;
  flex-direction: row;
  align-items: flex-start;
  gap: var(--ds-space-4);
  padding: var(--ds-space-4);
  border-radius: var(--ds-radius-md);

  time {
    display: flex;
    flex-direction: column;
    align-items: center;
    flex: none;
    min-inline-size: 4rem;
    padding: var(--ds-space-2);
    border-radius: var(--ds-radius-sm);
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
    line-height: 1.1;
  }
  .day {
    font-size: var(--ds-font-size-2xl);
    font-weight: var(--ds-font-weight-bold);
  }
  .month {
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
    letter-spacing: 0.05em;
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--ds-font-size-md);
  }
  a {
    color: var(--ds-color-text);
    text-decoration: none;
  }
  /* The whole card is clickable, while the link itself stays the one focusable, named target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a[data-hovered] {
    color: var(--ds-color-primary);
    text-decoration: underline;
  }
  a[data-focus-visible] {
    outline: none;
  }
  &:has(a[data-focus-visible]) {
    ${focusRing}
  }
`;

export interface AnnouncementCardProps extends RefAttributes<HTMLElement> {
  /** The announcement's title. */
  title: string;
  /** The announcement's date (ISO string or Date). */
  date: Date | string;
  /** The announcement's page, e.g. `/announcements/{slug}`. */
  href: string;
  /**
   * Time zone the day and month are read in; the center is in the Philippines.
   * @default 'Asia/Manila'
   */
  timeZone?: string;
  /**
   * Level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * A home-page announcement teaser: the day and month of its date, and its title (product §2).
 *
 * **When to use:** Teasers of the latest announcements in a list (the home page's Announcements
 * section), each linking to the full article.
 *
 * **When not to:** For the article itself (use `AnnouncementArticle`) or for urgent notices that
 * must interrupt (use a toast or an alert).
 *
 * **Accessibility:** The date is a `time` element with a machine-readable date; the title is the
 * link, so each link's name says where it goes.
 */
export function AnnouncementCard({
  title,
  date,
  href,
  timeZone = 'Asia/Manila',
  headingLevel = 3,
  className,
  ref,
}: AnnouncementCardProps) {
  const { day, month } = dayAndMonth(date, timeZone);
  return (
    <Teaser elementType="article" className={className} ref={ref}>
      <time dateTime={new Date(date).toISOString()}>
        <span className="day">{day}</span>
        <span className="month">{month}</span>
      </time>
      <Heading level={headingLevel}>
        <Link href={href}>{title}</Link>
      </Heading>
    </Teaser>
  );
}
