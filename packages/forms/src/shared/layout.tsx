import styled from 'styled-components';

/** The row of buttons at the end of a form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-3);
`;

/** A titled group of fields (basic information, address, education). */
export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    margin-block-end: var(--ds-space-3);
    padding: 0;
    font-size: var(--ds-font-size-lg);
    font-weight: 700;
    color: var(--ds-color-text);
  }
`;

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--ds-space-4);
`;
