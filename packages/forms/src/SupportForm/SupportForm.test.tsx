import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, pngFile } from '../testing/files.ts';
import { errorOf, fileInputOf, renderForm, uploaderErrorOf } from '../testing/render.tsx';
import { SupportForm } from './SupportForm.tsx';

const ATTACHMENTS = 'Attachments (optional)';

const setup = (onSubmit = vi.fn()) => ({ onSubmit, ...renderForm(<SupportForm onSubmit={onSubmit} />) });
type User = ReturnType<typeof setup>['user'];

const fillValid = async (user: User) => {
  await user.type(screen.getByLabelText('First name'), 'Juan');
  await user.type(screen.getByLabelText('Last name'), 'Dela Cruz');
  await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
  await user.click(screen.getByRole('button', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'MOBILE APP' }));
  await user.type(screen.getByLabelText('Message'), 'I cannot log in on the app.');
};
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send' }));

describe('SupportForm', () => {
  it('should show each required field’s message and focus the first', async () => {
    const { user, onSubmit } = setup();
    await send(user);
    expect(errorOf('First name')).toBe('First name is required');
    expect(errorOf('Last name')).toBe('Last name is required');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf(/Category/)).toBe('Category must be ENROLLMENT, WEBSITE, MOBILE APP or OTHERS');
    expect(errorOf('Message')).toBe('Message is required');
    expect(errorOf('Mobile (optional)')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should offer the four categories of product §5', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['ENROLLMENT', 'WEBSITE', 'MOBILE APP', 'OTHERS']);
  });

  it.each([
    ['0917123456', 'Mobile number must be at least 11 digits'],
    ['09171234567', null],
    ['0917-123-4567', 'Mobile number must contain digits only'],
  ])('should judge the mobile %j', async (mobile, message) => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile (optional)'), mobile);
    await send(user);
    expect(errorOf('Mobile (optional)')).toBe(message);
  });

  it('should send a complete ticket with 3 image attachments', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.upload(fileInputOf(ATTACHMENTS), [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    await send(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      email: 'juan@example.ph',
      category: 'MOBILE APP',
      content: 'I cannot log in on the app.',
    });
    expect(onSubmit.mock.calls[0]?.[0].attachments).toHaveLength(3);
  });

  it('should refuse a fourth attachment', async () => {
    const { user } = setup();
    await user.upload(fileInputOf(ATTACHMENTS), [
      pngFile('a.png'),
      pngFile('b.png'),
      pngFile('c.png'),
      pngFile('d.png'),
    ]);
    expect(uploaderErrorOf(ATTACHMENTS)).toBe('Maximum files exceeds (3)');
    expect(screen.queryByText(/a\.png/)).toBeNull();
  });

  it('should refuse a PDF, which the server would not store', async () => {
    setup();
    // The file picker already hides it (accept); a drop or a picker that ignores accept must
    // still be refused, so user-event is told not to apply it.
    await userEvent.upload(fileInputOf(ATTACHMENTS), [pdfFile('b.pdf')], { applyAccept: false });
    expect(uploaderErrorOf(ATTACHMENTS)).toBe('b.pdf: only PNG or JPEG images are allowed.');
  });

  it('should keep the ticket and show the message when sending fails', async () => {
    const { user } = setup(vi.fn().mockRejectedValue(new Error('Error - No network connection')));
    await fillValid(user);
    await send(user);
    expect(await screen.findByText('Error - No network connection')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveValue('I cannot log in on the app.');
  });
});
