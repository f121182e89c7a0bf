import styled from 'styled-components';

/**
 * A row of buttons (a record's actions, a toolbar over a table) that wraps on a narrow window,
 * fields in it aligned on their inputs, with room above and below unless it ends its card; an
 * alert in it (a form's refusal) takes a line of its own.
 */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  align-items: end;
  margin-block: var(--ds-space-4);
  &:last-child {
    margin-block-end: 0;
  }
  > [role='alert'] {
    flex-basis: 100%;
  }
`;
