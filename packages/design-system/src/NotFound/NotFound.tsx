import type { RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Link } from '../Link/Link.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-4);
  padding: var(--ds-space-7) var(--ds-space-4);
  text-align: center;

  h1 {
    margin: 0;
    font-size: 6rem;
    line-height: 1;
    color: var(--ds-color-primary);
  }
  p {
    margin: 0;
    max-inline-size: 36rem;
    color: var(--ds-color-text);
  }
  .error-code {
    font-weight: var(--ds-font-weight-bold);
    color: var(--ds-color-text-muted);
  }
`;

export interface NotFoundProps extends RefAttributes<HTMLElement> {
  /**
   * The big heading.
   * @default '404'
   */
  title?: string;
  /**
   * The explanation under it (product §2: unknown addresses show the 404 page).
   * @default 'The content was not found. You have mistyped the address or the page may have moved.'
   */
  message?: string;
  /**
   * An exam error code such as `'0001'`, shown as `ERROR CODE: 0001` (product §8). Omit for none.
   */
  errorCode?: string;
  /**
   * Where the link goes.
   * @default '/home'
   */
  homeHref?: string;
  /**
   * The link's text.
   * @default 'BACK HOME'
   */
  homeLabel?: string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * The 404 page body, reused by the exam's error screens with an error code.
 *
 * **When to use:** The page shown for an address that does not exist, or for an item that no
 * longer does.
 *
 * **When not to:** For errors of a loaded page (use the route's error boundary and its retry) or
 * for an empty list (say the list is empty).
 *
 * **Accessibility:** Its heading is the page's `h1`, and the way home is a link, so keyboard and
 * screen-reader users land somewhere useful.
 */
export function NotFound({
  title = '404',
  message = 'The content was not found. You have mistyped the address or the page may have moved.',
  errorCode,
  homeHref = '/home',
  homeLabel = 'BACK HOME',
  className,
  ref,
}: NotFoundProps) {
  return (
    <Section className={className} ref={ref}>
      <Heading level={1}>{title}</Heading>
      <p>{message}</p>
      {errorCode ? <p className="error-code">ERROR CODE: {errorCode}</p> : null}
      <Link href={homeHref} variant="button">
        {homeLabel}
      </Link>
    </Section>
  );
}
