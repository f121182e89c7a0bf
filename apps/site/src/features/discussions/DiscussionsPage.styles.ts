import styled from 'styled-components';

/** Threads and replies as a plain list of cards: no bullets, a gap between them. */
export const PostList = styled.ol`
  list-style: none;
  margin: 0 0 var(--ds-space-5);
  padding: 0;
  display: grid;
  gap: var(--ds-space-3);

  > li {
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    padding: var(--ds-space-3) var(--ds-space-4);
  }

  h2,
  h3 {
    margin: 0 0 var(--ds-space-2);
    overflow-wrap: anywhere;
  }
`;

/** A post's text as typed: its line breaks kept, long words wrapped on a phone. */
export const PostText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 var(--ds-space-2);
`;

export const Byline = styled.p`
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
  margin: 0 0 var(--ds-space-2);
`;

/** The form sits under a heading of its own; its fields stack with the design system's spacing. */
export const FormSection = styled.section`
  margin-block: var(--ds-space-5);

  form {
    display: grid;
    gap: var(--ds-space-3);
    max-inline-size: 40rem;
  }

  .post-form-actions {
    display: flex;
    gap: var(--ds-space-2);
    flex-wrap: wrap;
  }
`;
