import type { RefAttributes } from 'react';
import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

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

/** `ref` is the region's, which exists from the first notification on. */
export interface ToastRegionProps extends RefAttributes<HTMLDivElement> {
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
