import { ErrorSummary, useInvalidFields, type ErrorSummaryEntry } from '@review-center/design-system';
import { useState, type RefObject } from 'react';
import { errorSummaryText } from './formMessages.ts';

/**
 * The error summary of every form (FormFrame's, the console's, the site's few built by hand):
 * after a refused submit, how many fields need attention and a link to each, read from the fields
 * the form marks invalid, with focus moved to the first (decision 0010). `form` is the
 * `<form>`'s ref; put `summary` at its top; call `refuse(messages)` when the form's own check
 * (or the server's 400) marks fields, `clear()` when a submit passes. `messages` are the refusal's
 * own, by field path: one that no field on the page shows (a part still loading) is listed as
 * text, so the summary never asks for a correction it does not name.
 */
export function useErrorSummary(form: RefObject<HTMLFormElement | null>) {
  // The refusal as of the last submit, not a live one: a live region that changed on every
  // keystroke would interrupt the user while they fix the fields.
  const [refusal, setRefusal] = useState<{ attempt: number; messages: readonly [string, string][] } | null>(null);
  const fields = useInvalidFields(form, refusal?.attempt ?? null);
  const entries: ErrorSummaryEntry[] = fields.map(({ targetId, label, message }) => ({ targetId, label, message }));
  for (const [path, message] of refusal?.messages ?? []) {
    const shown = fields.some(
      (field) =>
        field.message === message ||
        (field.name !== undefined && (field.name === path || field.name.startsWith(`${path}.`))),
    );
    if (!shown) entries.push({ message });
  }
  return {
    refuse: (messages: readonly [path: string, message: string][] = []) =>
      setRefusal((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, messages })),
    clear: () => setRefusal(null),
    summary: (
      <ErrorSummary
        data-testid="form-error-summary"
        title={refusal === null ? null : errorSummaryText(Math.max(entries.length, 1))}
        entries={entries}
      />
    ),
  };
}
