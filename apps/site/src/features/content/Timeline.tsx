import styled from 'styled-components';

/** A static demo page with placeholder items titled LET 2017 to LET 2020 (product §2 Timeline). */
const TIMELINE_ITEMS = ['LET 2017', 'LET 2018', 'LET 2019', 'LET 2020'] as const;

const List = styled.ol`
  display: grid;
  gap: var(--ds-space-4);
  margin: 0;
  padding: 0 0 0 var(--ds-space-4);
  border-inline-start: 3px solid var(--ds-color-primary);
  list-style: none;

  h2 {
    margin: 0 0 var(--ds-space-1);
  }
  p {
    margin: 0;
  }
`;

export function Timeline() {
  return (
    <List>
      {TIMELINE_ITEMS.map((title) => (
        <li key={title}>
          <h2>{title}</h2>
          <p>Placeholder: this year&apos;s review season will be described here.</p>
        </li>
      ))}
    </List>
  );
}
