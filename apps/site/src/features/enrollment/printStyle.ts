import { createGlobalStyle } from 'styled-components';

/**
 * The Review step must print as one page (docs/architecture.md#the-enrollment-wizard). PrintableSummary hides the rest of the page
 * with `visibility`, which keeps its height, so a long page still prints its blank pages. While
 * the Review step is on screen, printing also takes every element that neither holds the
 * summary nor sits inside it out of the layout. To move into PrintableSummary itself (reported).
 */
export const PrintSummaryOnly = createGlobalStyle`
  @media print {
    body *:not(:has([data-printable-summary])):not([data-printable-summary]):not([data-printable-summary] *) {
      display: none !important;
    }
  }
`;
