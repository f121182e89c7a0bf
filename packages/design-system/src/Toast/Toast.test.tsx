import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast.tsx';
import { TOAST_TIMEOUT_MS, ToastQueue } from './toastQueue.ts';

describe('ToastQueue', () => {
  it('should give every toast the 7 second timeout of product §8 unless told otherwise', () => {
    const queue = new ToastQueue();
    queue.add({ title: 'Success - Enrollment Submitted' });
    queue.add({ title: 'Error - Enrollment Failed, please try again' }, { timeout: 1000 });
    expect(TOAST_TIMEOUT_MS).toBe(7000);
    expect(queue.visibleToasts.map((t) => t.timeout)).toEqual([1000, 7000]);
  });
});

describe('ToastRegion', () => {
  // The region's code loads with the first toast; have it at hand so the test counts from
  // the moment the toast shows.
  beforeAll(() => import('./ToastRegionView.tsx'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should remove a toast after exactly 7 seconds', async () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await act(async () => {
      queue.add({ title: 'Success - Payment Submitted', variant: 'success' });
    });
    expect(screen.getByText('Success - Payment Submitted')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByText('Success - Payment Submitted')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success - Payment Submitted')).not.toBeInTheDocument();
  });
});
