import { Heading, Link } from 'react-aria-components';
import styled from 'styled-components';

const Card = styled.article`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-4);
  padding: var(--ds-space-4);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  box-shadow: var(--ds-shadow-sm);

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
    font-weight: 700;
  }
  .month {
    font-size: var(--ds-font-size-sm);
    font-weight: 600;
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
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
`;

/**
 * One formatter per time zone, made on first use: building an `Intl.DateTimeFormat` costs far
 * more than formatting with it, and a list renders a card per announcement.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayMonthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', timeZone });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Day and month parts of a date in a given time zone, e.g. `{ day: '05', month: 'MAR' }`. */
export function dayAndMonth(date: Date | string, timeZone: string): { day: string; month: string } {
  const parts = dayMonthFormat(timeZone).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month').toUpperCase() };
}

export interface AnnouncementCardProps {
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
  className?: string;
}

/** A home-page announcement teaser: the day and month of its date, and its title (spec §2). */
export function AnnouncementCard({
  title,
  date,
  href,
  timeZone = 'Asia/Manila',
  headingLevel = 3,
  className,
}: AnnouncementCardProps) {
  const { day, month } = dayAndMonth(date, timeZone);
  return (
    <Card className={className}>
      <time dateTime={new Date(date).toISOString()}>
        <span className="day">{day}</span>
        <span className="month">{month}</span>
      </time>
      <Heading level={headingLevel}>
        <Link href={href}>{title}</Link>
      </Heading>
    </Card>
  );
}
