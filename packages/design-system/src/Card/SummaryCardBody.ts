import styled, { css } from 'styled-components';

/**
 * The inside of a card that summarises a record (an enrollment, a payment, the enrollment
 * wizard's review): a head row with the title and a status badge or action (`.summary-head`),
 * then label/value pairs in a two-column `<dl>`. Custom properties tune it:
 * `--summary-heading-size` (the title's size), `--summary-head-gap` and `--summary-term-width`
 * (the label column). A value breaks a word only when it is longer than the whole line, never to
 * fit beside another (`break-word`, where `anywhere` let the grid squeeze the column until every
 * word broke); `.summary-code` keeps a reference number whole, never broken at its hyphens.
 */
export const summaryStyles = css`
  .summary-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--summary-head-gap, var(--ds-space-2));
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--summary-heading-size, var(--ds-font-size-md));
  }
  dl {
    display: grid;
    grid-template-columns: var(--summary-term-width, max-content) minmax(0, 1fr);
    gap: var(--ds-space-2) var(--ds-space-4);
    margin: 0;
  }
  dt {
    color: var(--ds-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--ds-font-weight-semibold);
    overflow-wrap: break-word;
  }
  .summary-code {
    white-space: nowrap;
  }
`;

/** `summaryStyles` on a box-less wrapper, for use inside a `Card`. */
export const SummaryCardBody = styled.div`
  display: contents;
  ${summaryStyles}
`;
