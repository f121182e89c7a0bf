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
    margin: 0;
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    padding: var(--ds-space-3) var(--ds-space-4);
  }
  legend {
    font-weight: var(--ds-font-weight-bold);
    padding-inline: var(--ds-space-1);
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

/** A form as wide as the text it writes (an article, the center's details), with room below it. */
export const ArticleForm = styled(EditForm)`
  max-inline-size: 48rem;
  margin-block-end: var(--ds-space-5);
`;

/** Controls side by side that wrap on a narrow screen: a row's buttons, a choice and its Save. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
  align-items: end;
`;

/**
 * A short form whose fields share the width in columns of at least 12rem (the audit log's filters,
 * a coupon), bottoms aligned; `.whole` and a refusal above the fields span every column.
 */
export const GridForm = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  .whole,
  > [role='alert'] {
    grid-column: 1 / -1;
  }
`;
