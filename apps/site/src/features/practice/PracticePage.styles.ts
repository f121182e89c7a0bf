import styled from 'styled-components';

/** The page's parts stacked with the design system's spacing; a row of buttons wraps on a phone. */
export const Stack = styled.div`
  display: grid;
  gap: var(--ds-space-4);
  max-inline-size: 48rem;

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  fieldset {
    display: grid;
    gap: var(--ds-space-2);
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: var(--ds-space-2);
    padding: 0;
    font-weight: var(--ds-font-weight-semibold);
  }
  .practice-error {
    color: var(--ds-color-danger);
    font-weight: var(--ds-font-weight-semibold);
  }
  .practice-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
  }
  .practice-feedback {
    display: grid;
    gap: var(--ds-space-2);
  }
  .practice-rationale > :first-child {
    margin-block-start: 0;
  }
  .practice-rationale > :last-child {
    margin-block-end: 0;
  }
  .practice-key > p {
    display: inline;
  }
`;

/** The offline notice above the page's content: no room taken while online. */
export const ConnectionStatus = styled.div`
  max-inline-size: 48rem;

  &:not(:empty) {
    margin-block-end: var(--ds-space-4);
  }
  p {
    margin: 0;
    font-weight: var(--ds-font-weight-semibold);
  }
`;
