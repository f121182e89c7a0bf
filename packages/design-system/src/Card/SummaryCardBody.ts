import styled from 'styled-components';

/**
 * The inside of a card that summarises a record (an enrollment, a payment): a head row with the
 * title and a status badge (`.summary-head`), then label/value pairs in a two-column `<dl>`.
 * `--summary-heading-size` sets the title's size.
 */
export const SummaryCardBody = styled.div`
  display: contents;

  .summary-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--ds-space-2);
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--summary-heading-size, var(--ds-font-size-md));
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--ds-space-2) var(--ds-space-4);
    margin: 0;
  }
  dt {
    color: var(--ds-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
