import { ErrorSummary, useInvalidFields } from '@review-center/design-system';
import { errorSummaryText } from '@review-center/forms';
import { useState, type RefObject } from 'react';

/**
 * The error summary of the site's hand-built forms, the same as the forms package's FormFrame
 * shows: after a refused submit, how many fields need attention and a link to each, read from the
 * fields the form marks invalid, with focus moved to the first (decision 0010). `form` is the
 * `<form>`'s ref; put `summary` at its top; call `refuse()` when the form's own check (or the
 * server) marks fields, `clear()` when a submit passes. The console has the same hook
 * (apps/staff/src/app/useErrorSummary.tsx).
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
