import type { ReactNode, RefAttributes } from 'react';
import {
  Button,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
  Heading,
} from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';

const StyledDialog = styled(AriaDialog)`
  position: relative;
  padding: var(--ds-space-5);
  outline: none;

  .ds-dialog-title {
    margin: 0 var(--ds-space-6) var(--ds-space-3) 0;
    font-size: var(--ds-font-size-xl);
    line-height: 1.2;
  }
  .ds-dialog-close {
    position: absolute;
    inset-block-start: var(--ds-space-3);
    inset-inline-end: var(--ds-space-3);
    display: grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xl);
    cursor: pointer;
  }
  .ds-dialog-close[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  .ds-dialog-close[data-focus-visible] {
    ${focusRing}
  }
`;

/**
 * The row of buttons that ends a dialog (the confirming one and Cancel): the design system's
 * spacing between them and above them, wrapping on a narrow screen. Every dialog's buttons sit
 * in one, AlertDialog's included, so none touch.
 */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--ds-space-3);
  margin-block-start: var(--ds-space-5);
`;

export interface DialogProps extends Omit<AriaDialogProps, 'children'>, RefAttributes<HTMLElement> {
  /** The dialog's heading, also its accessible name. */
  title?: ReactNode;
  /**
   * Accessible name of the × button. Set `showCloseButton={false}` to leave it out.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Whether to show the × button in the top corner.
   * @default true
   */
  showCloseButton?: boolean;
  /** The content, or a function receiving `close` to close the dialog from inside. */
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

/**
 * A dialog's content: a titled region that React Aria labels by its heading. Put it in a
 * `Modal` (or a popover) inside a `DialogTrigger`.
 */
export function Dialog({ title, closeLabel = 'Close', showCloseButton = true, children, ...props }: DialogProps) {
  return (
    <StyledDialog {...props}>
      {(renderProps) => (
        <>
          {title ? (
            <Heading slot="title" className="ds-dialog-title">
              {title}
            </Heading>
          ) : null}
          {showCloseButton ? (
            <Button className="ds-dialog-close" aria-label={closeLabel} onPress={renderProps.close}>
              <span aria-hidden="true">×</span>
            </Button>
          ) : null}
          {/* Called here rather than through composeRenderProps: composed, the dialog leaves the
              page sooner after closing, and GuideDialog's LastStep baseline (a closing dialog)
              no longer matched; the timing's cause was not traced. */}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </StyledDialog>
  );
}
