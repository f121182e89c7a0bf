import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft, storableValues, useWizardDraft } from './wizardDraft.ts';

beforeEach(() => sessionStorage.clear());

describe('wizardDraft', () => {
  it('should never store a password, its confirmation or a file', () => {
    const file = new File(['x'], 'id.png', { type: 'image/png' });
    expect(
      storableValues({
        email: 'juan@example.ph',
        password: 'secret-123',
        confirmPassword: 'secret-123',
        idAttachment: file,
        files: [file],
      }),
    ).toEqual({ email: 'juan@example.ph' });
  });

  it('should restore the typed values and the step after a reload', () => {
    saveDraft('k', { step: 2, values: { account: { firstName: 'Juan', password: 'secret-123' } } });
    expect(loadDraft('k')).toEqual({ step: 2, values: { account: { firstName: 'Juan' } } });
  });

  it('should start empty when the stored draft is not readable', () => {
    sessionStorage.setItem('k', '{not json');
    expect(loadDraft('k')).toEqual({ step: 0, values: {} });
  });

  it('should cap the restored step so a new user types the password again', () => {
    saveDraft('k', { step: 2, values: { account: { firstName: 'Juan' } } });
    const { result } = renderHook(() => useWizardDraft('k', { maxRestoredStep: 0 }));
    expect(result.current.step).toBe(0);
    expect(result.current.values.account).toEqual({ firstName: 'Juan' });
  });

  it('should write every change back and forget it on clear', () => {
    const { result } = renderHook(() => useWizardDraft('k'));
    act(() => result.current.setValues('payment', { paymentType: 'Full' }));
    act(() => result.current.setStep(1));
    expect(loadDraft('k')).toEqual({ step: 1, values: { payment: { paymentType: 'Full' } } });
    act(() => result.current.clear());
    expect(loadDraft('k')).toEqual({ step: 0, values: {} });
  });
});
