import { useEffect, useRef, useState, type RefAttributes } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Link } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { WizardStepper } from '../WizardStepper/WizardStepper.tsx';
import { enrollmentGuideSteps, type GuideStep } from './enrollmentGuideSteps.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-4);

  .guide-step h3 {
    margin: 0 0 var(--ds-space-2);
    font-size: var(--ds-font-size-lg);
  }
  .guide-step h3:focus {
    outline: none;
  }
  .guide-step p {
    margin: 0 0 var(--ds-space-3);
  }
  .guide-actions {
    display: flex;
    justify-content: space-between;
    gap: var(--ds-space-3);
  }
`;

export interface GuideDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>, RefAttributes<HTMLDivElement> {
  /**
   * The dialog's title, also its accessible name.
   * @default 'Enrollment Guide'
   */
  title?: string;
  /**
   * The steps, in order.
   * @default enrollmentGuideSteps (product §2)
   */
  steps?: readonly GuideStep[];
  /**
   * The step shown when the dialog opens (0-based).
   * @default 0
   */
  defaultStep?: number;
  /**
   * Where the last step's link goes.
   * @default '/account'
   */
  accountHref?: string;
  /**
   * Text of that link.
   * @default 'Go to my account'
   */
  accountLabel?: string;
  /** @default 'Next' */
  nextLabel?: string;
  /** @default 'Previous' */
  previousLabel?: string;
  /**
   * Text of the button that ends the guide on its last step.
   * @default 'Done'
   */
  closeLabel?: string;
}

function GuideSteps({
  steps,
  defaultStep,
  accountHref,
  accountLabel,
  nextLabel,
  previousLabel,
  closeLabel,
  close,
}: Required<Pick<GuideDialogProps, 'steps' | 'defaultStep' | 'accountHref' | 'accountLabel'>> &
  Required<Pick<GuideDialogProps, 'nextLabel' | 'previousLabel' | 'closeLabel'>> & { close: () => void }) {
  const [step, setStep] = useState(defaultStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const isLast = step === steps.length - 1;
  const current = steps[step];

  // After Next or Previous, focus the new step's heading so its content is read, and focus is
  // never left on a button that just became disabled. Not on opening: React Aria focuses the dialog.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  return (
    <Body>
      <WizardStepper steps={steps.map((s) => s.title)} currentStep={step} aria-label="Guide steps" />
      {current ? (
        <div className="guide-step">
          <h3 ref={heading} tabIndex={-1}>
            {current.title}
          </h3>
          <p>{current.body}</p>
          {isLast ? (
            <Link href={accountHref} variant="standalone">
              {accountLabel}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="guide-actions">
        <Button variant="secondary" isDisabled={step === 0} onPress={() => go(step - 1)}>
          {previousLabel}
        </Button>
        <Button onPress={isLast ? close : () => go(step + 1)}>{isLast ? closeLabel : nextLabel}</Button>
      </div>
    </Body>
  );
}

/**
 * The Enrollment Guide (product §2, Home): a modal walking through three steps, the last linking
 * to the account. Opens inside a `DialogTrigger`, or with `isOpen`/`defaultOpen` when the page
 * opens it itself (a user with a Processing enrollment). React Aria traps focus, closes on
 * Escape and returns focus to where it was. `ref` is the modal panel's.
 *
 * **When to use:** The Enrollment Guide on the home page: a short modal walkthrough, opened by the
 * reviewee or by the page for a reviewee with a Processing enrollment.
 *
 * **When not to:** For confirmations (use `AlertDialog`) or for content a reviewee needs while
 * filling a form (put it on the page).
 *
 * **Accessibility:** A React Aria modal dialog: focus moves in and is trapped, Escape closes,
 * focus returns to where it was; each step's heading names it.
 */
export function GuideDialog({
  title = 'Enrollment Guide',
  steps = enrollmentGuideSteps,
  defaultStep = 0,
  accountHref = '/account',
  accountLabel = 'Go to my account',
  nextLabel = 'Next',
  previousLabel = 'Previous',
  closeLabel = 'Done',
  ...overlayProps
}: GuideDialogProps) {
  return (
    <Modal {...overlayProps} isDismissable>
      <Dialog title={title}>
        {({ close }) => (
          <GuideSteps
            steps={steps}
            defaultStep={Math.min(Math.max(defaultStep, 0), steps.length - 1)}
            accountHref={accountHref}
            accountLabel={accountLabel}
            nextLabel={nextLabel}
            previousLabel={previousLabel}
            closeLabel={closeLabel}
            close={close}
          />
        )}
      </Dialog>
    </Modal>
  );
}
