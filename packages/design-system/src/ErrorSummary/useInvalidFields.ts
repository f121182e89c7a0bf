import { useLayoutEffect, useState, type RefObject } from 'react';
import { focusFirstInvalidField, invalidFieldsOf, type InvalidField } from '../focus/focusFirstInvalidField.ts';

const NONE: readonly InvalidField[] = [];

/**
 * The fields marked invalid in `root` as of a refused submit, for an ErrorSummary, and focus moved
 * to the first of them (decision 0010). `attempt` counts refused submits (each one reads the page
 * again, even when the same fields fail); `null` after a submit that passed clears the list. The
 * page is read once per submit, not on every keystroke: a summary that changed while the person
 * fixes the fields would interrupt them. Read before paint, so the sentence and its list appear
 * together.
 */
export function useInvalidFields(root: RefObject<HTMLElement | null>, attempt: number | null): readonly InvalidField[] {
  const [fields, setFields] = useState(NONE);
  useLayoutEffect(() => {
    const element = root.current;
    if (attempt === null || !element) {
      setFields(NONE);
      return;
    }
    setFields(invalidFieldsOf(element));
    focusFirstInvalidField(element);
  }, [root, attempt]);
  return fields;
}
