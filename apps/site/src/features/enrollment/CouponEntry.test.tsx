import { createHandlers } from '@review-center/api-client/mocks';
import { FORM_FAILURE_NEXT_STEPS, type Coupon } from '@review-center/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { CouponEntry } from './CouponEntry.tsx';

const server = setupMockApi();
const OFFERING = 'off-hybrid-2024';

function open(options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers({ baseUrl: API, ...options }));
  const onChange = vi.fn<(coupon: Coupon | null) => void>();
  renderPage(<CouponEntry offeringId={OFFERING} coupon={null} onChange={onChange} />);
  return { onChange, form: screen.getByRole('form', { name: 'Coupon' }) };
}

describe('CouponEntry', () => {
  it('should list an empty code in the error summary, its link on the code field', async () => {
    const user = userEvent.setup();
    const { form, onChange } = open();
    await user.click(within(form).getByRole('button', { name: 'Apply coupon' }));
    const summary = within(form).getByTestId('form-error-summary');
    await waitFor(() => expect(summary.textContent).toMatch(/^Please correct the error below\./));
    const link = within(summary).getByRole('link', { name: 'Coupon code: Enter a coupon code.' });
    const field = within(form).getByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('heading', { name: 'Coupon' }));
    await user.click(link);
    expect(field).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should list a code the offering does not have, and apply a good one on Enter', async () => {
    const user = userEvent.setup();
    const { form, onChange } = open();
    const field = within(form).getByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'NOSUCH{Enter}');
    const summary = within(form).getByTestId('form-error-summary');
    expect(
      await within(summary).findByRole('link', { name: 'Coupon code: This coupon is not valid for this offering.' }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('NOSUCH');
    await user.clear(field);
    await user.type(field, 'GURO10{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'GURO10' })));
    expect(summary).toBeEmptyDOMElement();
  });

  it('should say what happened and what to do next when the check gets no answer, the code kept', async () => {
    const user = userEvent.setup();
    const { form, onChange } = open({ failures: { availCoupon: 'network' } });
    const field = within(form).getByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'GURO10');
    await user.click(within(form).getByRole('button', { name: 'Apply coupon' }));
    const failure = await within(form).findByTestId('coupon-failure');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent(FORM_FAILURE_NEXT_STEPS.network);
    expect(field).toHaveValue('GURO10');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onChange).not.toHaveBeenCalled();
  });
});
