import type { CSSProperties } from 'react';
import { LineIcon } from './LineIcon.tsx';

/**
 * A flag: "flagged for review" in an exam (the toggle's icon, the palette's mark). Stroked in the
 * text colour; a pressed ToggleButton fills it, so the state is a shape as well as a colour.
 */
export function FlagIcon({
  style,
}: {
  /** Inline styles of the icon's `<svg>`, e.g. its size or colour where the text colour will not do. */
  style?: CSSProperties;
}) {
  return (
    <LineIcon style={style}>
      <path d="M5 21V4h12l-3 4.5L17 13H5" strokeLinejoin="round" />
    </LineIcon>
  );
}
