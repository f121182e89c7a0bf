import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jpegFile, pdfRenamedPng, pngFile } from '../testing/files.ts';
import { deferred, errorOf, fileInputOf, renderForm, typeDate, uploaderErrorOf } from '../testing/render.tsx';
import { PaymentProofForm, type PaymentProofFormProps } from './PaymentProofForm.tsx';

const today = '2024-05-10';
const PROOF = 'Attachments';

const setup = (props: Partial<PaymentProofFormProps> = {}) => {
  const onSubmit = vi.fn();
  const rendered = renderForm(
    <PaymentProofForm
      onSubmit={onSubmit}
      reference="RC-2024-0001"
      enrollmentPaymentType="INSTALLMENT"
      today={today}
      {...props}
    />,
  );
  return { onSubmit, ...rendered };
};

const submit = (user: ReturnType<typeof setup>['user']) =>
  user.click(screen.getByRole('button', { name: 'Submit payment' }));

/** Fills every field validly except those the test overrides afterwards. */
const fillValid = async (user: ReturnType<typeof setup>['user'], { date = today, files = [pngFile()] } = {}) => {
  await user.click(screen.getByRole('button', { name: /Payment type/ }));
  await user.click(await screen.findByRole('option', { name: 'Downpayment' }));
  await user.click(screen.getByRole('radio', { name: 'GCash' }));
  await user.type(screen.getByLabelText('Amount paid'), '3500');
  await user.type(screen.getByLabelText('Receipt ID'), 'GC-0001');
  await typeDate(user, 'Payment date', date);
  await user.upload(fileInputOf(PROOF), files);
};

describe('PaymentProofForm', () => {
  it('should show every required field’s message at once and send nothing', async () => {
    const { user, onSubmit } = setup();
    await submit(user);
    expect(errorOf(/Payment type/)).toBe('Payment type is required');
    expect(screen.getByText('Payment option must be BPI, BDO, Metrobank or GCash')).toBeVisible();
    expect(errorOf('Amount paid')).toBe('Price is required');
    expect(errorOf('Receipt ID')).toBe('Receipt ID is required');
    expect(uploaderErrorOf(PROOF)).toBe('Attach at least one image of your payment');
    expect(screen.getByRole('button', { name: /Payment type/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should show the reference read-only', () => {
    setup();
    expect(screen.getByLabelText('Reference')).toHaveValue('RC-2024-0001');
    expect(screen.getByLabelText('Reference')).toHaveAttribute('readonly');
  });

  it.each([
    ['FULL', 'Full', 'Downpayment'],
    ['INSTALLMENT', 'Downpayment', 'Full'],
  ] as const)('should offer a %s enrollment only %s', async (enrollmentPaymentType, offered, notOffered) => {
    const { user } = setup({ enrollmentPaymentType });
    await user.click(screen.getByRole('button', { name: /Payment type/ }));
    expect(await screen.findByRole('option', { name: offered })).toBeVisible();
    expect(screen.queryByRole('option', { name: notOffered })).toBeNull();
  });

  it('should submit a valid proof with today’s date', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values).toMatchObject({
      paymentType: 'Downpayment',
      paymentOption: 'GCash',
      price: '3500',
      receiptId: 'GC-0001',
      paymentDate: today,
    });
    expect(values.attachments).toHaveLength(1);
    expect(values.attachments[0]).toBeInstanceOf(File);
  });

  it.each([
    ['2024-05-11', null],
    ['2024-05-12', 'Date is invalid'],
  ])('should judge the payment date %s (tomorrow is the last day allowed)', async (date, message) => {
    const { user, onSubmit } = setup();
    await fillValid(user, { date });
    await submit(user);
    await waitFor(() => expect(errorOf('Payment date')).toBe(message));
    expect(onSubmit).toHaveBeenCalledTimes(message ? 0 : 1);
  });

  it.each([
    ['3,500', 'Price must be a number without commas or special characters'],
    ['₱3500', 'Price must be a number without commas or special characters'],
    ['3500.50', null],
  ])('should judge the price %j', async (price, message) => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Amount paid'), price);
    await submit(user);
    expect(errorOf('Amount paid')).toBe(message);
  });

  it.each([
    ['3 PNG and JPEG images', () => [pngFile('a.png'), jpegFile('b.jpg'), pngFile('c.png')], null, 1],
    [
      '4 images',
      () => [pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')],
      'Maximum files exceeds (3)',
      0,
    ],
    ['a PDF renamed .png', () => [pdfRenamedPng()], 'Only PNG or JPEG images are allowed', 0],
  ])('should judge %s', async (_, files, message, calls) => {
    const { user, onSubmit } = setup();
    await fillValid(user, { files: files() });
    await submit(user);
    await waitFor(() => expect(uploaderErrorOf(PROOF)).toBe(message));
    expect(onSubmit).toHaveBeenCalledTimes(calls);
  });

  it('should take nothing while the enrollment is not Processing', async () => {
    const { user, onSubmit } = setup({ isEnabled: false });
    expect(screen.getByLabelText('Amount paid')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeDisabled();
    await submit(user);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should keep every value and show the message when the server refuses', async () => {
    const { user } = setup({
      onSubmit: vi.fn().mockRejectedValue(new Error('Error - Something went wrong, please try again')),
    });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Error - Something went wrong, please try again')).toBeVisible();
    expect(screen.getByLabelText('Amount paid')).toHaveValue('3500');
    expect(screen.getByText('receipt.png')).toBeVisible();
  });
  it('should send a proof whose image is still being read when Submit is pressed, once it is read', async () => {
    // The image's type is read from its content, asynchronously (the sniffer loads on first use):
    // a Submit pressed in that moment used to find no file, showed "Please correct the error
    // below." and then no field in error once the file arrived.
    const reading = deferred();
    const sniffType = vi.fn(async () => {
      await reading.promise;
      return 'image/png';
    });
    const { user, onSubmit } = setup({ sniffType });
    await fillValid(user);
    expect(screen.getByRole('status')).toHaveTextContent('receipt.png added.');
    await submit(user);
    expect(screen.getByRole('button', { name: 'Submit payment' })).toHaveAttribute('aria-disabled', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    reading.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].attachments).toHaveLength(1);
    expect(screen.getByTestId('form-error-summary')).toBeEmptyDOMElement();
  });
});
