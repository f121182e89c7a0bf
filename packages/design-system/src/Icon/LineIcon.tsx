import type { CSSProperties, ReactNode } from 'react';

export interface LineIconProps {
  /** The drawing: paths and shapes on a 24 × 24 grid, stroked in the text colour. */
  children: ReactNode;
  style?: CSSProperties;
}

/** A decorative 20 px line icon beside a control's text or name, hidden from assistive technology. */
export function LineIcon({ children, style }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      style={style}
    >
      {children}
    </svg>
  );
}
