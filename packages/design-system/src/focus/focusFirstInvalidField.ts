/** Controls a user can tab to, in the order React Aria's fields render them. */
const FOCUSABLE = 'input, textarea, select, button, [tabindex]';

const isTabbable = (element: HTMLElement): boolean =>
  element.tabIndex >= 0 &&
  !element.matches(':disabled') &&
  element.getAttribute('type') !== 'hidden' &&
  // React Aria keeps a native <select> and file input for forms, hidden from people.
  element.closest('[aria-hidden="true"], [hidden]') === null &&
  getComputedStyle(element).display !== 'none';

/**
 * Moves focus to the first field marked invalid, in reading order. React Aria marks each
 * invalid field's wrapper with `data-invalid` and wires its error to the control through
 * aria-describedby, so the screen reader reads the label and the message on arrival.
 * react-hook-form's own `shouldFocusError` would need a ref to each control, which the design
 * system's fields keep inside, and it follows registration order, not the page's.
 */
export function focusFirstInvalidField(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLElement>('[data-invalid]')) {
    const target = [field, ...field.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.matches(FOCUSABLE) && isTabbable(element),
    );
    if (target) {
      target.focus();
      return;
    }
  }
}
