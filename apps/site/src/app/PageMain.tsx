import { useFocusOnView } from '@review-center/design-system';
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
export function PageMain({
  title,
  focusTitle = false,
  children,
}: {
  title?: string;
  /** Focus the title when the page appears: a screen that replaced another in place (decision 0020). */
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const heading = useFocusOnView<HTMLHeadingElement>(focusTitle ? title : null, { onMount: focusTitle });
  return (
    <Main>
      {title ? (
        <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined}>
          {title}
        </h1>
      ) : null}
      {children}
    </Main>
  );
}
