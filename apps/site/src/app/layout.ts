import styled from 'styled-components';

/** Summary on the left, form on the right (product §2); one column on a phone. */
export const TwoColumns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 56rem) {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** Label/value pairs; a value breaks a word only when it is longer than the whole line. */
export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--ds-space-2) var(--ds-space-4);
  margin: 0;

  dt {
    color: var(--ds-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: break-word;
  }
  /* A note under a value, in the body's weight. */
  .hint {
    display: block;
    font-weight: 400;
    color: var(--ds-color-text-muted);
  }
`;

/** A reference number: one code that never breaks at its hyphens. */
export const Code = styled.span`
  white-space: nowrap;
`;
