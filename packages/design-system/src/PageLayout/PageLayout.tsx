import { type ReactNode, type RefAttributes, useId } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100dvh;

  .ds-skip-link {
    position: absolute;
    inset-block-start: var(--ds-space-2);
    inset-inline-start: var(--ds-space-2);
    z-index: 300;
    padding: var(--ds-space-2) var(--ds-space-4);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
    font-weight: var(--ds-font-weight-semibold);
    transform: translateY(-200%);
  }
  .ds-skip-link:focus {
    transform: none;
  }
  main {
    flex: 1;
    outline: none;
  }
`;

export interface PageLayoutProps extends RefAttributes<HTMLDivElement> {
  /** Usually a `SiteHeader`. */
  header?: ReactNode;
  /** Usually a `SiteFooter`. */
  footer?: ReactNode;
  /** The page's content: `Section`s. */
  children: ReactNode;
  /**
   * Text of the skip link that takes keyboard users past the header (WCAG 2.4.1).
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
}

/** The page frame: a skip link, the header, one `main` landmark and the footer. */
export function PageLayout({ header, footer, children, skipLinkLabel = 'Skip to main content', ref }: PageLayoutProps) {
  const mainId = useId();
  return (
    <Page ref={ref}>
      <a className="ds-skip-link" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      {header}
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </Page>
  );
}

const StyledSection = styled.section`
  --section-bg: transparent;
  padding-block: var(--ds-space-7);
  background: var(--section-bg);

  &[data-tone='muted'] {
    --section-bg: var(--ds-color-surface-muted);
  }
  &[data-tone='surface'] {
    --section-bg: var(--ds-color-surface);
  }
  .ds-section-inner {
    max-inline-size: 1200px;
    margin-inline: auto;
    padding-inline: var(--ds-space-4);
  }
  .ds-section-header {
    margin-block-end: var(--ds-space-5);
  }
  .ds-section-title {
    margin: 0;
    font-size: var(--ds-font-size-2xl);
    line-height: 1.2;
    color: var(--ds-color-text);
  }
  .ds-section-description {
    margin: var(--ds-space-2) 0 0;
    color: var(--ds-color-text-muted);
  }
`;

export interface SectionProps extends RefAttributes<HTMLElement> {
  /** The section's heading; also names the region. */
  title?: ReactNode;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
  /** A line under the title. */
  description?: ReactNode;
  /**
   * Background.
   * @default 'default'
   */
  tone?: 'default' | 'muted' | 'surface';
  /** The section's content, inside the site's content width. */
  children: ReactNode;
}

/** A titled band of the page with the site's content width. */
export function Section({ title, headingLevel = 2, description, tone = 'default', children, ref }: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <StyledSection aria-labelledby={title ? titleId : undefined} data-tone={tone} ref={ref}>
      <div className="ds-section-inner">
        {title ? (
          <div className="ds-section-header">
            <Heading id={titleId} className="ds-section-title">
              {title}
            </Heading>
            {description ? <p className="ds-section-description">{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </StyledSection>
  );
}
