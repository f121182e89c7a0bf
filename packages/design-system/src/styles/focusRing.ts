import { css } from 'styled-components';

/**
 * The focus ring, two-tone so that it shows on every surface (decision 0020): a light halo
 * (`--ds-color-focus-ring-halo`) fills the 2 px gap around the control and the dark outline
 * (`--ds-color-focus-ring`) runs outside it. On a light surface the outline stands out, on the
 * navy bars and buttons the halo does; the token contrast test checks both against every surface.
 */
export const focusRing = css`
  outline: 3px solid var(--ds-color-focus-ring);
  outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--ds-color-focus-ring-halo);
`;

/** The ring drawn inside the control, for items of a list box or tab list that touch its edge. */
export const insetFocusRing = css`
  outline: 3px solid var(--ds-color-focus-ring);
  outline-offset: -3px;
  box-shadow: inset 0 0 0 5px var(--ds-color-focus-ring-halo);
`;
