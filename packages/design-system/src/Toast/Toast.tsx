import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastOptions,
} from 'react-aria-components';
import styled from 'styled-components';

/** Notifications auto-dismiss after 7 seconds (spec section 8 and section 9). */
export const TOAST_TIMEOUT_MS = 7000;

/** What a notification says. */
export interface ToastContent {
  /** The message, e.g. 'Success - Enrollment successful' or 'Error - No network connection'. */
  title: string;
  /** An optional second line. */
  description?: string;
  /**
   * Colour and icon role.
   * @default 'info'
   */
  variant?: 'info' | 'success' | 'error';
}

/**
 * React Aria's toast queue with the product's default timeout: `add(content)` shows a toast that
 * closes itself after 7 s (pass `{ timeout }` to change it). The timer pauses while the region
 * is hovered or focused (React Aria).
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  constructor(options: ConstructorParameters<typeof AriaToastQueue>[0] = { maxVisibleToasts: 5 }) {
    super(options);
  }
  override add(content: ToastContent, options: ToastOptions = {}): string {
    return super.add(content, { timeout: TOAST_TIMEOUT_MS, ...options });
  }
}

/** The app's shared queue: call `toastQueue.add({ title, variant })` from anywhere. */
export const toastQueue = new ToastQueue();

const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  inset-block-start: var(--ds-space-4);
  inset-inline-end: var(--ds-space-4);
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  inline-size: min(24rem, calc(100vw - 2 * var(--ds-space-4)));
  outline: none;

  &[data-focus-visible] {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
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
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
  .react-aria-ToastContent {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-1);
    min-inline-size: 0;
  }
  [slot='title'] {
    font-weight: 700;
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
    outline: 3px solid var(--ds-color-focus-ring);
  }
  @keyframes ds-toast-in {
    from {
      opacity: 0;
      transform: translateX(1rem);
    }
  }
`;

export interface ToastRegionProps {
  /**
   * The queue whose toasts to show.
   * @default toastQueue
   */
  queue?: AriaToastQueue<ToastContent>;
  /**
   * Accessible name of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string;
}

/**
 * The top-right landmark where notifications appear (spec section 8). Render it once near the
 * root. React Aria makes it an F6-reachable region, pauses every timer while it is hovered or
 * focused, and moves focus sensibly when a focused toast closes.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close' }: ToastRegionProps) {
  return (
    <Region queue={queue}>
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
