import { type RefObject, useEffect } from 'react';

/**
 * Marks a control `aria-invalid` while its field is invalid. React Aria's Button passes no
 * `aria-invalid` through, yet a select's button and a file field's button are the controls a
 * screen reader lands on, so they say it themselves, as a text field's input does.
 */
export function useAriaInvalid(ref: RefObject<HTMLElement | null>, isInvalid: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isInvalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }, [ref, isInvalid]);
}
