import { ApiError } from '@review-center/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing.tsx';
import { TimeUpScreen } from './TimeUpScreen.tsx';

describe('TimeUpScreen', () => {
  it('should say the answers are kept while a submit fails, and try again when back online', async () => {
    const submit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({});
    renderPage(<TimeUpScreen submit={submit} />, { path: '*', at: '/exams/x' });
    expect(
      await screen.findByText(
        'Your answers are not submitted yet. They are kept on this device, and we are trying again.',
      ),
    ).toHaveAttribute('role', 'status');
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByText('Your answers were submitted automatically. Your result will be sent to your e-mail.'),
    ).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('should end at once when the attempt was already submitted elsewhere', async () => {
    const submit = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ApiError('http', 'Conflict', { status: 409 }));
    renderPage(<TimeUpScreen submit={submit} />, { path: '*', at: '/exams/x' });
    expect(await screen.findByText(/^Your answers were submitted automatically\./)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
