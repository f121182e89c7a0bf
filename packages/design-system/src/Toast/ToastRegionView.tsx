import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useRef } from 'react';
import styled from 'styled-components';
import { useMergedRef } from '../utils/useMergedRef.ts';
import { usePublishedHeight } from '../utils/usePublishedHeight.ts';
import type { ToastContent, ToastRegionProps } from './Toast.types.ts';
import { focusRing } from '../styles/focusRing.ts';

const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  /* Below the sticky header, never over its links, at every width (decision 0020). */
  inset-block-start: calc(var(--ds-header-height, 0px) + var(--ds-space-2));
  inset-inline-end: var(--ds-space-4);
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  inline-size: min(24rem, calc(100vw - 2 * var(--ds-space-4)));
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;

const StyledToast = styled(AriaToast<ToastContent>)`
  --toast-accent: var(--ds-color-primary);
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-3);
  padding: var(--ds-space-3) var(--ds-space-3) var(--ds-space-3) var(--ds-space-4);
  border: 1px solid var(--ds-color-border);
  border-inline-start: 6px solid var(--toast-accent);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface);
  color: var(--ds-color-text);
  box-shadow: var(--ds-shadow-md);
  outline: none;
  animation: ds-toast-in var(--ds-duration-normal) ease-out;

  &[data-variant='success'] {
    --toast-accent: var(--ds-color-success);
  }
  &[data-variant='error'] {
    --toast-accent: var(--ds-color-danger);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  .react-aria-ToastContent {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-1);
    min-inline-size: 0;
  }
  [slot='title'] {
    font-weight: var(--ds-font-weight-bold);
  }
  [slot='description'] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  .ds-toast-close {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-lg);
    cursor: pointer;
  }
  .ds-toast-close[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  .ds-toast-close[data-focus-visible] {
    ${focusRing}
  }
  @keyframes ds-toast-in {
    from {
      opacity: 0;
      transform: translateX(1rem);
    }
  }
`;

/** The region itself, loaded by `ToastRegion` when the first notification arrives. */
export default function ToastRegionView({
  queue,
  closeLabel = 'Close',
  ref,
}: ToastRegionProps & Required<Pick<ToastRegionProps, 'queue'>>) {
  // The page scrolls focus clear of the notifications as well as of the header (decision 0020).
  const regionRef = useRef<HTMLDivElement>(null);
  usePublishedHeight(regionRef, '--ds-toast-stack-height');
  const mergedRef = useMergedRef(regionRef, ref);
  return (
    <Region queue={queue} ref={mergedRef}>
      {({ toast }) => (
        <StyledToast toast={toast} data-variant={toast.content.variant ?? 'info'}>
          <AriaToastContent>
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </AriaToastContent>
          <Button slot="close" className="ds-toast-close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Button>
        </StyledToast>
      )}
    </Region>
  );
}
