import { Fragment, useId, type ReactNode, type RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { summaryStyles } from '../Card/SummaryCardBody.ts';

/**
 * While the summary is on the page, printing shows it alone: every other element is hidden
 * (visibility, so the summary's own ancestors keep their place) and the summary is pinned to the
 * top-left of one A4/Letter page. Static CSS, injected once per summary.
 */
const PrintOnlySummary = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body * { visibility: hidden; }
    [data-printable-summary], [data-printable-summary] * { visibility: visible; }
    [data-printable-summary] {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      inline-size: 100%;
      box-shadow: none !important;
      border: 0 !important;
      font-size: 11pt;
    }
    [data-printable-summary] [data-print-hidden] { display: none !important; }
  }
`;

/** A record summary's card with a wider label column, and tighter spacing on paper. */
const Summary = styled(Card)`
  ${summaryStyles}
  --summary-heading-size: var(--ds-font-size-lg);
  --summary-head-gap: var(--ds-space-3);
  --summary-term-width: minmax(8rem, max-content);
  gap: var(--ds-space-4);
  border-radius: var(--ds-radius-md);

  @media print {
    padding: 0;
    gap: 6pt;
    dl {
      gap: 3pt 12pt;
    }
    dt,
    dd {
      break-inside: avoid;
    }
  }
`;

export interface PrintableSummaryItem {
  /** The field's name, e.g. 'Full name'. */
  term: string;
  /** Its value, already formatted. */
  description: ReactNode;
}

export interface PrintableSummaryProps extends RefAttributes<HTMLElement> {
  /** The summary's heading, e.g. 'Enrollment summary'. */
  title: string;
  /** The fields, in order. */
  items: readonly PrintableSummaryItem[];
  /**
   * Text of the print button.
   * @default 'Print'
   */
  printLabel?: string;
  /**
   * Called instead of the browser's print dialog (tests, or a custom print flow).
   * @default window.print
   */
  onPrint?: () => void;
  /**
   * Level of the heading in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** More content printed with the summary (a terms link, instructions). */
  children?: ReactNode;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * The enrollment wizard's review step (product §2): a definition list of what was entered and a
 * Print button. When printed, only the summary shows, on one page, without the button.
 *
 * **When to use:** The review step of the enrollment wizard: everything entered, with a Print
 * button, printable on one page.
 *
 * **When not to:** For editable values (show the form) or for a receipt of a payment (use
 * `PaymentSummary`).
 *
 * **Accessibility:** A description list (terms and values read in pairs); the Print button is a
 * real button, and the print view hides everything but the summary.
 */
export function PrintableSummary({
  title,
  items,
  printLabel = 'Print',
  onPrint,
  headingLevel = 2,
  children,
  className,
  ref,
}: PrintableSummaryProps) {
  const titleId = useId();
  return (
    <Summary
      elementType="section"
      variant="outlined"
      className={className}
      aria-labelledby={titleId}
      data-printable-summary=""
      ref={ref}
    >
      <PrintOnlySummary />
      <div className="summary-head">
        <Heading level={headingLevel} id={titleId}>
          {title}
        </Heading>
        <span data-print-hidden="">
          <Button variant="secondary" onPress={() => (onPrint ? onPrint() : window.print())}>
            {printLabel}
          </Button>
        </span>
      </div>
      <dl>
        {items.map((item) => (
          <Fragment key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.description}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </Summary>
  );
}
