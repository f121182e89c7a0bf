import type { ReactNode, RefAttributes } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import styled from 'styled-components';
import { useReturnFocusOnUnmount } from '../focus/viewFocus.ts';
import { styleable } from '../utils/styleable.ts';

const Overlay = styled(styleable(ModalOverlay))`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: var(--ds-space-4);
  background: rgb(16 24 40 / 0.55);

  &[data-entering] {
    animation: ds-modal-fade var(--ds-duration-normal) ease-out;
  }
  &[data-exiting] {
    animation: ds-modal-fade var(--ds-duration-fast) ease-in reverse;
  }
  @keyframes ds-modal-fade {
    from {
      opacity: 0;
    }
  }
`;

const Panel = styled(AriaModal)`
  --modal-width: 32rem;
  inline-size: min(var(--modal-width), 100%);
  max-block-size: calc(100dvh - 2 * var(--ds-space-4));
  overflow: auto;
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface);
  color: var(--ds-color-text);
  box-shadow: var(--ds-shadow-lg);

  &[data-size='sm'] {
    --modal-width: 24rem;
  }
  &[data-size='lg'] {
    --modal-width: 48rem;
  }
`;

export interface ModalProps extends Omit<ModalOverlayProps, 'children'>, RefAttributes<HTMLDivElement> {
  /**
   * Largest width of the panel.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Usually a `Dialog`. */
  children: ReactNode;
}

/** Mounted with the panel: focus goes back to the opener, or the page heading, when it closes. */
function ReturnFocus() {
  useReturnFocusOnUnmount();
  return null;
}

/**
 * A modal layer: a dimmed overlay and a centred panel. React Aria traps focus inside, hides the
 * rest of the page from screen readers, closes on Escape and returns focus to the trigger; when the trigger is gone or there was
 * none (a dialog that opened by itself), focus goes to the page heading (decision 0020).
 * Inside a `DialogTrigger` it opens and closes with it; otherwise control it with `isOpen`.
 * `className` and `style` style the overlay; `ref` is the panel's.
 */
export function Modal({ size = 'md', className, children, ref, ...props }: ModalProps) {
  return (
    <Overlay {...props} renderClassName={className}>
      <Panel data-size={size} ref={ref}>
        <ReturnFocus />
        {children}
      </Panel>
    </Overlay>
  );
}
