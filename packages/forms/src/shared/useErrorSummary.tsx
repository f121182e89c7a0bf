import { ErrorSummary, useInvalidFields } from '@review-center/design-system';
import { errorSummaryText } from './formMessages.ts';
import { useState, type RefObject } from 'react';

/**
 * The error summary of a form built by hand (the console's, the site's few), the same as FormFrame
 * shows: after a refused submit, how many fields need attention and a link to each, read from the
 * fields the form marks invalid, with focus moved to the first (decision 0010). `form` is the
 * `<form>`'s ref; put `summary` at its top; call `refuse()` when the form's own check (or the
 * server's 400) marks fields, `clear()` when a submit passes.
 */
export function useErrorSummary(form: RefObject<HTMLFormElement | null>) {
  const [attempt, setAttempt] = useState<number | null>(null);
  const fields = useInvalidFields(form, attempt);
  return {
    refuse: () => setAttempt((previous) => (previous ?? 0) + 1),
    clear: () => setAttempt(null),
    summary: (
      <ErrorSummary
        data-testid="form-error-summary"
        title={attempt === null ? null : errorSummaryText(Math.max(fields.length, 1))}
        entries={fields}
      />
    ),
  };
}
