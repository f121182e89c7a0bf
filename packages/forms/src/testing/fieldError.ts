/**
 * The error message shown under a field, found the way a screen reader finds it: through the
 * control's aria-describedby (React Aria's FieldError). Null when the field shows none.
 */
export function fieldErrorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element?.classList.contains('react-aria-FieldError')) return element.textContent;
  }
  return null;
}
