import { useCallback, useEffect, useState } from 'react';

/**
 * A wizard that survives a reload (docs/architecture.md#the-enrollment-wizard): what the reviewee typed is kept in sessionStorage
 * for the tab's session and restored. Secrets and files are never written: a password has no
 * business in storage, and a File cannot be serialized (the reviewee picks it again).
 */

/** Fields never stored, whatever the step. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

export interface WizardDraft {
  /** The step the reviewee was on (0-based, product §4 "steps 0 to 3"). */
  step: number;
  /** The values typed so far, per step name. */
  values: Record<string, Record<string, unknown>>;
}

const emptyDraft: WizardDraft = { step: 0, values: {} };

const isFileLike = (value: unknown): boolean =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (Array.isArray(value) && value.some((item) => typeof Blob !== 'undefined' && item instanceof Blob));

/** The values minus passwords and files, ready for JSON. */
export function storableValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => !SECRET_FIELDS.has(key) && !isFileLike(value) && value !== undefined,
    ),
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): the wizard still works, it just forgets.
    return null;
  }
}

export function loadDraft(key: string): WizardDraft {
  const raw = storage()?.getItem(key);
  if (!raw) return emptyDraft;
  try {
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) && parsed.step >= 0 ? parsed.step : 0;
    const values = typeof parsed.values === 'object' && parsed.values !== null ? parsed.values : {};
    return { step, values };
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(key: string, draft: WizardDraft): void {
  const values = Object.fromEntries(Object.entries(draft.values).map(([name, v]) => [name, storableValues(v)]));
  try {
    storage()?.setItem(key, JSON.stringify({ step: draft.step, values }));
  } catch {
    // Quota exceeded or storage off: keeping the draft is a convenience, not a requirement.
  }
}

function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/**
 * The wizard's step and values, restored from the tab's session and written back on every
 * change. `maxRestoredStep` caps the restored step: a new user's password is not stored, so
 * after a reload they resume on the account step with everything else filled in.
 */
export function useWizardDraft(key: string, { maxRestoredStep = Infinity }: { maxRestoredStep?: number } = {}) {
  const [draft, setDraft] = useState<WizardDraft>(() => {
    const restored = loadDraft(key);
    return { ...restored, step: Math.min(restored.step, maxRestoredStep) };
  });
  useEffect(() => saveDraft(key, draft), [key, draft]);

  const setStep = useCallback((step: number) => setDraft((current) => ({ ...current, step })), []);
  const setValues = useCallback(
    (name: string, values: Record<string, unknown>) =>
      setDraft((current) => ({ ...current, values: { ...current.values, [name]: values } })),
    [],
  );
  const clear = useCallback(() => {
    clearDraft(key);
    setDraft(emptyDraft);
  }, [key]);
  return { step: draft.step, values: draft.values, setStep, setValues, clear };
}
