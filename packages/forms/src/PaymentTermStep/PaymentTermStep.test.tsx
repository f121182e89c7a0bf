import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../testing/render.tsx';
import { PaymentTermStep } from './PaymentTermStep.tsx';

const amounts = {
  full: 8550,
  downpayment: 3500,
  installment: 1833.33,
  installmentTerms: 3,
  installmentFrequency: 'Monthly',
};

describe('PaymentTermStep', () => {
  it('should show the amounts of each term', () => {
    renderForm(<PaymentTermStep onSubmit={vi.fn()} amounts={amounts} />);
    expect(screen.getByRole('radio', { name: /Full — ₱8,550\.00/ })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: /Installment — ₱3,500\.00 downpayment, then 3 × ₱1,833\.33 \(Monthly Installment\)/,
      }),
    ).toBeInTheDocument();
  });

  it('should require a term', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<PaymentTermStep onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Payment type is required')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Full/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    [['Full', 'Installment'] as const, 'Installment'],
    [['Full'] as const, 'Full'],
  ])('should offer only the offering’s terms %j and send the chosen one', async (paymentTypes, chosen) => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<PaymentTermStep onSubmit={onSubmit} paymentTypes={paymentTypes} />);
    expect(screen.getAllByRole('radio')).toHaveLength(paymentTypes.length);
    await user.click(screen.getByRole('radio', { name: new RegExp(chosen) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ paymentType: chosen }));
  });

  it('should render the wizard’s Previous button', () => {
    renderForm(<PaymentTermStep onSubmit={vi.fn()} previousAction={<button type="button">Previous</button>} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeVisible();
  });
});
