import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUploader } from './FileUploader.tsx';

// Tiny real PNGs (8×8, one colour) so previews render offline and screenshots stay stable.
const navyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOQNM/FihiGlgQAYdYvQW0wGB8AAAAASUVORK5CYII=';
const goldPng = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mP4tJ0VK2IYWhIAPH5rgYuTiTcAAAAASUVORK5CYII=';

const pngFile = (name: string, base64 = navyPng) =>
  new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
    lastModified: 1_700_000_000_000,
  });

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The uploader has no file input');
  return input;
};

const meta = {
  title: 'Product/FileUploader',
  component: FileUploader,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: { maxInlineSize: '32rem' },
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Attachments' })).toBeVisible();
    // The drop area is for the mouse; the first Tab stop is the button that opens the picker.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

/** Choosing two images raises them through onChange and lists them with previews. */
export const ChooseImages: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const receipt = pngFile('receipt.png');
    const slip = new File([pngFile('slip.jpg', goldPng)], 'deposit-slip.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), [receipt, slip]);
    await expect(args.onChange).toHaveBeenLastCalledWith([receipt, slip]);
    await expect(canvas.getByRole('status')).toHaveTextContent('receipt.png, deposit-slip.jpg added.');
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithFiles: Story = {
  args: { defaultValue: [pngFile('receipt-front.png'), pngFile('receipt-back.png', goldPng)] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt-front.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt-back.png' })]);
    await expect(canvas.queryByText('receipt-front.png')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('receipt-front.png removed.');
    // Focus does not fall to the page when the pressed button goes away.
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

/** Product §5: at most three images; a fourth is refused with 'Maximum files exceeds (3)'. */
export const TooManyFiles: Story = {
  args: { defaultValue: [pngFile('proof-1.png'), pngFile('proof-2.png'), pngFile('proof-3.png')] },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile('proof-4.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Maximum files exceeds (3)');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Attachments' })).toHaveAccessibleDescription(
      expect.stringContaining('Maximum files exceeds (3)'),
    );
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A PDF is refused by name; the picker's `accept` is bypassed as a drop or an old browser would. */
export const WrongFileType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pdf = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), pdf);
    await expect(canvas.getByRole('alert')).toHaveTextContent('receipt.pdf: only PNG or JPEG images are allowed.');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An error from the form, e.g. a required attachment. */
export const WithFormError: Story = {
  args: { label: 'Proof of payment', errorMessage: 'Attach at least one image of your payment proof.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [pngFile('receipt.png')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove receipt.png' })).toBeDisabled();
  },
};

/** Support tickets (product §5): at most three attachments of the same kinds. */
export const SingleFile: Story = { args: { maxFiles: 1, label: 'ID attachment' } };
