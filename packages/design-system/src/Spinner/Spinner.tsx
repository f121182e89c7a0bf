import type { RefAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  inline-size: var(--spinner-size, 1.25em);
  block-size: var(--spinner-size, 1.25em);
  border: 0.15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps extends RefAttributes<HTMLSpanElement> {
  /**
   * Text read by screen readers. Leave empty when the surrounding control already says it is busy.
   * @default 'Loading'
   */
  label?: string;
}

/** A busy indicator. With a label it is announced as a status; without one it is decorative. */
export function Spinner({ label = 'Loading', ref }: SpinnerProps) {
  return label ? <Ring role="status" aria-label={label} ref={ref} /> : <Ring aria-hidden="true" ref={ref} />;
}
