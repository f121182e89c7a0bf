import styled from 'styled-components';

/**
 * A record's form in the console: one column on the surface, its groups as bordered fieldsets,
 * `.row` for fields side by side, and whatever takes focus scrolled into view with room to spare,
 * so its focus ring shows whole (a radio's focus lands on its visually hidden input).
 */
export const EditForm = styled.form`
  display: grid;
  gap: var(--ds-space-4);
  max-inline-size: 60rem;
  padding: var(--ds-space-4);
  background: var(--ds-color-surface);

  fieldset {
    display: grid;
    gap: var(--ds-space-3);
    border: 1px solid var(--ds-color-border);
    padding: var(--ds-space-3);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
    align-items: end;
  }
  input,
  button,
  [contenteditable] {
    scroll-margin-block: var(--ds-space-7);
  }
`;

/** Controls side by side that wrap on a narrow screen: a row's buttons, a choice and its Save. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
  align-items: end;
`;
