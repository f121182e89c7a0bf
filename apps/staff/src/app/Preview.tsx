import type { ReactNode } from 'react';
import styled from 'styled-components';

/* The page as the site lays it out, framed so it reads as a picture of the site, not the console. */
const Frame = styled.div`
  padding: var(--ds-space-5);
  background: var(--ds-color-surface);
  border: 1px dashed var(--ds-color-border);
  border-radius: var(--ds-radius-md, 8px);
`;

/** A preview of what reviewees will see, under its own heading. */
export function Preview({ description, children }: { description: string; children: ReactNode }) {
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p>{description}</p>
      <Frame>{children}</Frame>
    </section>
  );
}
