import { FORM_FAILURE_NEXT_STEPS } from '@review-center/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../LoginForm/LoginForm.tsx';
import { PaymentProofForm } from '../PaymentProofForm/PaymentProofForm.tsx';
import { renderForm } from '../testing/render.tsx';

const summary = () => screen.getByTestId('form-error-summary');

/** What the site's pages throw: the message of product §8, the API client's error as its cause. */
const refusal = (message: string, kind: string) =>
  new Error(message, { cause: Object.assign(new Error(kind), { kind }) });

describe('FormFrame', () => {
  it('should list every failing field with a link that focuses it, in reading order', async () => {
    const { user } = renderForm(
      <PaymentProofForm onSubmit={vi.fn()} reference="RC-1" enrollmentPaymentType="INSTALLMENT" today="2024-05-10" />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    const links = within(summary()).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Payment type: Payment type is required',
        'Payment option: Payment option must be BPI, BDO, Metrobank or GCash',
        'Amount paid: Price is required',
        'Receipt ID: Receipt ID is required',
        'Attachments: Attach at least one image of your payment',
      ]),
    );
    expect(names.indexOf('Payment type: Payment type is required')).toBe(0);
    expect(names.indexOf('Attachments: Attach at least one image of your payment')).toBe(names.length - 1);
    expect(summary()).toHaveTextContent(`Please correct the ${links.length} errors below.`);
    // Focus goes to the first invalid field on submit, as before the list existed.
    expect(screen.getByRole('button', { name: /Payment type/ })).toHaveFocus();

    await user.click(within(summary()).getByRole('link', { name: /^Attachments/ }));
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.click(within(summary()).getByRole('link', { name: /^Payment option/ }));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.click(within(summary()).getByRole('link', { name: /^Receipt ID/ }));
    expect(screen.getByLabelText('Receipt ID')).toHaveFocus();
  });

  it('should list nothing once the fields pass', async () => {
    const { user } = renderForm(<LoginForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(within(summary()).getAllByRole('link', { hidden: true })).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(summary()).toBeEmptyDOMElement();
  });

  it.each([
    ['timeout', 'Error - Something went wrong, please try again', FORM_FAILURE_NEXT_STEPS.timeout],
    ['network', 'Error - No network connection', FORM_FAILURE_NEXT_STEPS.network],
    ['http', 'Error - Invalid Email / Password', FORM_FAILURE_NEXT_STEPS.refused],
  ])('should say what happened and what to do after a %s, and keep what was typed', async (kind, message, next) => {
    const onSubmit = vi.fn().mockRejectedValue(refusal(message, kind));
    const { user } = renderForm(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The message of product §8 stays the alert's own text, quoted exactly.
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('form-server-error')).toHaveTextContent(next);
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
    expect(screen.getByLabelText('Password')).toHaveValue('12345678');
  });

  it('should read a fetch that got no answer as a lost connection', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderForm(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(FORM_FAILURE_NEXT_STEPS.network)).toBeVisible();
  });
});
