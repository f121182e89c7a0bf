import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.div`
  display: block;
  max-inline-size: 72rem;
  margin-inline: auto;
  padding: var(--ds-space-5) var(--ds-space-4);

  > h1 {
    margin-block: 0 var(--ds-space-4);
  }
`;

/**
 * A page's content, centred at reading width, with its title. The root layout's PageLayout
 * (design system) is the one <main> landmark around it, with the skip link before the header.
 */
export function PageMain({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Main>
      {title ? <h1>{title}</h1> : null}
      {children}
    </Main>
  );
}
