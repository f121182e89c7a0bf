import { isApiError } from '@review-center/api-client';
import { Button } from '@review-center/design-system';
import { failureKindOf, failureOf, FormFailureAlert, useErrorSummary, type FormFailure } from '@review-center/forms';
import { useRef, useState, type FormEvent, type Key, type ReactNode } from 'react';
import { issuesToErrors, revealFocused, serverFieldErrors, type FieldErrors } from '../form-errors.ts';
import { notify } from '../notify.ts';
import { problemOf } from '../problem.ts';

/**
 * What a console form says when the server refused a submit for no field of its own, or never
 * answered: `lead` names what did not happen ("The coupon was not saved"), then the server's
 * reason (problemOf), then the next step of the domain (FORM_FAILURE_NEXT_STEPS, through
 * failureOf), which says that everything typed is still there. A timeout or a lost connection is
 * named by the next step itself.
 */
const formFailureOf = (error: unknown, lead: string): FormFailure =>
  failureOf(error, failureKindOf(error) === 'refused' ? `${lead}: ${problemOf(error)}` : `${lead}.`);

/** A domain schema's `safeParse` answer, as far as a form reads it. */
type Parsed<I> =
  | { success: true; data: I }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** A field of the draft: its key, or a path into it (`paymentAccounts.BPI.accountName`, `partners.0.name`). */
type FieldPath<D> = (keyof D & string) | `${keyof D & string}.${string}`;

/** The value at `path` in a draft. */
const valueAt = (draft: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], draft);

/** A copy of `target` with the value at `keys` replaced, the records and lists on the way copied too. */
function withValue(target: unknown, [key = '', ...rest]: string[], value: unknown): unknown {
  const next = rest.length > 0 ? withValue((target as Record<string, unknown>)[key], rest, value) : value;
  return Array.isArray(target) ? target.with(Number(key), next) : { ...(target as object), [key]: next };
}

export interface RecordFormOptions<D, I, R> {
  /** The draft the fields start from: text as typed, before the schema reads it. */
  initial: D | (() => D);
  /** The draft read by the domain's schema (the server's own check): the input sent, or its issues. */
  parse: (draft: D) => Parsed<I>;
  /** Rules the schema cannot check (a file chosen but not yet uploaded), as messages by field. */
  check?: (draft: D) => Partial<FieldErrors>;
  /** Sends the input (with the draft, for what the schema does not carry, such as files). */
  save: (input: I, draft: D) => Promise<R>;
  /** The notification after a save ("EARLY saved"); none for a form that saves nothing (a filter). */
  saved?: (answer: R) => string;
  /** What did not happen when the server refuses for no field or never answers ("The coupon was not saved"). */
  failure: string;
  /** After the notification: close the form, go to the record. */
  onSaved?: (answer: R) => void;
  /** The form stays for the next record (a "new" form above its list): the draft starts again. */
  startAgain?: boolean;
  /** A server field shown under another field of the form (`photoUpload` under `photo`). */
  shownAs?: Record<string, string>;
  /** The field whose value another record already has when the server answers 409 (a slug, a name). */
  uniqueField?: string;
}

/**
 * A console record's form, written once (decision 0064): the draft, the fields bound to it, the
 * domain schema's check on submit, the server's 400 mapped to the fields it names, the error
 * summary linking each (a 409 under the unique field), a refusal for no field above them with what to do next, and the
 * notification after a save. Nothing typed is cleared by a refusal. Spread `props` on the
 * `<form>` and put `header` first inside it.
 */
export function useRecordForm<D extends object, I, R>(options: RecordFormOptions<D, I, R>) {
  const ref = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(ref);
  const [values, setValues] = useState<D>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const refuse = (next: FieldErrors) => {
    // A list's message ("credentials.2") also marks the list's own field.
    for (const [path, message] of Object.entries(next)) {
      const shown = options.shownAs?.[path] ?? path.replace(/\.\d+(\..*)?$/, '');
      next[shown] ??= message;
    }
    setErrors(next);
    summary.refuse(Object.entries(next));
  };

  /** Changes one field of the draft, by its key or its path, and takes its message away. */
  function set<K extends keyof D & string>(key: K, value: D[K]): void;
  function set(path: FieldPath<D>, value: unknown): void;
  function set(path: string, value: unknown) {
    setValues((previous) => withValue(previous, path.split('.'), value) as D);
    setErrors((previous) => {
      if (previous[path] === undefined) return previous;
      const { [path]: _fixed, ...rest } = previous;
      return rest;
    });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A dialog's form inside this one must not save the record (React bubbles through portals).
    event.stopPropagation();
    setProblem(null);
    const parsed = options.parse(values);
    const found = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    for (const [path, message] of Object.entries(options.check?.(values) ?? {})) if (message) found[path] ??= message;
    if (!parsed.success || Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    summary.clear();
    setErrors({});
    setSaving(true);
    try {
      const answer = await options.save(parsed.data, values);
      if (options.saved) notify(options.saved(answer));
      if (options.startAgain) setValues(options.initial);
      options.onSaved?.(answer);
    } catch (error) {
      const named = serverFieldErrors(error);
      if (options.uniqueField && isApiError(error) && error.status === 409)
        named[options.uniqueField] = problemOf(error);
      if (Object.keys(named).length > 0) refuse(named);
      else setProblem(formFailureOf(error, options.failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set,
    errors,
    saving,
    /** A text field's binding, by its key or path: its name (the summary's link), value, change and message. */
    text: (path: FieldPath<D>) => ({
      name: path,
      value: valueAt(values, path) as string,
      onChange: (value: string) => set(path, value),
      errorMessage: errors[path],
    }),
    /** A select's binding (the draft holds the chosen key as text, '' for none). */
    choice: <K extends keyof D & string>(key: K) => ({
      name: key,
      selectedKey: (values[key] as string) || null,
      onSelectionChange: (chosen: Key | null) => set(key, (chosen === null ? '' : String(chosen)) as D[K]),
      errorMessage: errors[key],
    }),
    /** A checkbox's or switch's binding. */
    flag: <K extends keyof D & string>(key: K) => ({
      name: key,
      isSelected: Boolean(values[key]),
      onChange: (selected: boolean) => set(key, selected as D[K]),
    }),
    /** For the `<form>`: its ref, the submit, no native bubbles, focus kept in view. */
    props: { ref, onSubmit: (event: FormEvent) => void submit(event), noValidate: true, onFocus: revealFocused },
    /** The form's submit button ("Save settings"), pending while it saves. */
    saveButton: (label: string) => (
      <Button type="submit" isPending={saving}>
        {label}
      </Button>
    ),
    /** The error summary and the refusal for no field, for the top of the form. */
    header: (
      <>
        {summary.summary}
        {/* A refusal that belongs to no field, above the fields as FormFrame shows one. */}
        <FormFailureAlert failure={problem} data-testid="form-problem" />
      </>
    ) as ReactNode,
  };
}
