import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FormFailureAlert } from '../FormFailureAlert/FormFailureAlert.tsx';
import { failureOf, type FormFailure } from './formMessages.ts';
import { PreparationsContext, type Preparations } from './preparations.ts';
import { useErrorSummary } from './useErrorSummary.tsx';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-4);
  max-inline-size: 40rem;
`;

export interface FormFrameProps<TValues extends FieldValues, TOutput> {
  /** The form's react-hook-form instance. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Called with the parsed values once no error is left; a rejection is shown as a form-level alert. */
  onSubmit: (values: TOutput) => Promise<unknown> | unknown;
  /** The accessible name of the form. */
  label: string;
  children: ReactNode;
}

/** Each message of a resolver's errors by its field's path (`address.province`), in the schema's order. */
function messagesOf(errors: FieldErrors): [path: string, message: string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message !== '') {
      found.push([path, message]);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'ref' && key !== 'types') walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}

/** Inputs whose text the user types (not a file, a choice's hidden input or a button). */
const TYPED_INPUTS = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

/**
 * A form the server rendered can be typed into before the app has started (decision 0033).
 * React keeps what was typed when it hydrates the inputs but does not report it: the form's
 * values are still the defaults. Each text field whose text differs from its value takes the text,
 * as if typed now (validated as usual once touched).
 */
function adoptTypedValues<TValues extends FieldValues, TOutput>(
  element: HTMLFormElement,
  form: UseFormReturn<TValues, unknown, TOutput>,
) {
  const values: Record<string, unknown> = form.getValues();
  for (const field of Array.from(element.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && !TYPED_INPUTS.has(field.type)) continue;
    const { name, value } = field;
    if (!Object.hasOwn(values, name) || typeof values[name] !== 'string' || values[name] === value) continue;
    form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
  }
}

/**
 * What every form of product §5 shares: submission is blocked while any error exists (the
 * resolver runs first), an invalid submit announces how many errors there are, lists each failing
 * field with a link to it and moves focus to the first in reading order, and a server failure
 * keeps every typed value and shows its message, then what to do next, above the fields (docs/architecture.md#quality-that-every-change-carries: "loses nothing the user already typed").
 */
export function FormFrame<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  label,
  children,
}: FormFrameProps<TValues, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<FormFailure | null>(null);
  const errorSummary = useErrorSummary(formRef);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // Once, on mount: later the fields' own events keep the form up to date.
    adoptTypedValues(element, form);
    // The site's entry holds a submit made before the app ran (apps/site/src/boot.ts): sent now.
    element.setAttribute('data-form-ready', '');
    if (element.hasAttribute('data-held-submit')) {
      element.removeAttribute('data-held-submit');
      element.requestSubmit();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Fields still preparing what the person gave them (an image being read): a submit waits.
  const pending = useRef(new Set<Promise<unknown>>());
  const [isPreparing, setPreparing] = useState(false);
  const waiting = useRef(false);
  const preparations = useMemo<Preparations>(
    () => ({
      isPreparing,
      track(work) {
        pending.current.add(work);
        const done = () => pending.current.delete(work);
        work.then(done, done);
      },
    }),
    [isPreparing],
  );

  const submit = form.handleSubmit(
    async (values) => {
      errorSummary.clear();
      setServerError(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setServerError(failureOf(error));
      }
    },
    (errors) => {
      setServerError(null);
      errorSummary.refuse(messagesOf(errors));
    },
  );

  const submitWhenPrepared = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting.current) return;
    if (pending.current.size > 0) {
      waiting.current = true;
      setPreparing(true);
      while (pending.current.size > 0) await Promise.allSettled([...pending.current]);
      setPreparing(false);
      waiting.current = false;
    }
    await submit();
  };

  return (
    <StyledForm ref={formRef} noValidate aria-label={label} onSubmit={(event) => void submitWhenPrepared(event)}>
      {/* Always in the page, so screen readers pick up text added to them (WAI-ARIA alert). */}
      {errorSummary.summary}
      <FormFailureAlert failure={serverError} data-testid="form-server-error" />
      <PreparationsContext value={preparations}>{children}</PreparationsContext>
    </StyledForm>
  );
}
