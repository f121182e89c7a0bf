import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jpegFile, pdfRenamedPng, pngFile } from '../testing/files.ts';
import { choose, fillProfile, filledProfile, search } from '../testing/profile.ts';
import { errorOf, fileInputOf, renderForm, typeDate, uploaderErrorOf } from '../testing/render.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const today = '2024-05-10';
const setup = (onSubmit = vi.fn()) => ({
  onSubmit,
  ...renderForm(<RegistrationForm onSubmit={onSubmit} today={today} />),
});
type User = ReturnType<typeof setup>['user'];
const register = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('RegistrationForm', () => {
  it('should register a complete form with the values a user chose', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await fillProfile(user);
    await register(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values).toMatchObject({ email: 'juan@example.ph', password: 'secret123', ...filledProfile });
    expect(values.idAttachment).toBeInstanceOf(File);
  });

  it('should show every missing field’s message at once and focus the first', async () => {
    const { user, onSubmit } = setup();
    await register(user);
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(errorOf('Middle name')).toBe('Middle name is required');
    expect(errorOf(/Civil status/)).toBe('Civil status must be Single, Married, Divorced or Widowed');
    expect(errorOf('Birthdate')).toBe('Birthdate is required');
    expect(uploaderErrorOf('ID attachment')).toBe('ID attachment is required');
    expect(errorOf('Province')).toBe('Province is required');
    expect(errorOf('City / municipality')).toBe('City is required');
    expect(errorOf(/Course/)).toBe('Course must be BEED, BSED or UNITS/CPE');
    expect(screen.getByText('First timer must be Yes or No')).toBeVisible();
    expect(errorOf('College address')).toBe('College address is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['1234567', 'Password must be at least 8 characters'],
    ['12345678', null],
    ['1234567890123456', null],
    ['12345678901234567', 'Password must be at most 16 characters'],
  ])('should judge the password %j (8 to 16 characters)', async (password, message) => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), password);
    await register(user);
    expect(errorOf('Password')).toBe(message);
  });

  it.each([
    ['0917123456', 'Mobile number must be exactly 11 digits'],
    ['09171234567', null],
    ['091712345678', 'Mobile number must be exactly 11 digits'],
    ['0917-123-456', 'Mobile number must contain digits only'],
  ])('should judge the mobile %j (exactly 11 digits)', async (mobile, message) => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile'), mobile);
    await register(user);
    expect(errorOf('Mobile')).toBe(message);
  });

  it.each([
    ['2006-05-10', null],
    ['2006-05-11', 'You need to be at least 18 years old'],
  ])('should judge the birthdate %s (18 years old on 2024-05-10)', async (birthdate, message) => {
    const { user } = setup();
    await typeDate(user, 'Birthdate', birthdate);
    await register(user);
    expect(errorOf('Birthdate')).toBe(message);
  });

  it.each([
    ['a PNG', () => pngFile('id.png'), null],
    ['a JPEG', () => jpegFile('id.jpg'), null],
    ['a PDF renamed .png', () => pdfRenamedPng('id.png'), 'Only PNG or JPEG images are allowed'],
  ])('should judge %s as the ID attachment', async (_, file, message) => {
    const { user } = setup();
    await user.upload(fileInputOf('ID attachment'), file());
    await register(user);
    await waitFor(() => expect(uploaderErrorOf('ID attachment')).toBe(message));
  });

  it('should ask the specialization unless the course is BEED', async () => {
    const { user } = setup();
    await choose(user, 'Course', 'BSED');
    await register(user);
    expect(errorOf(/Specialization/)).toBe('Specialization is required');
    await choose(user, 'Course', 'BEED');
    expect(screen.queryByRole('button', { name: /Specialization/ })).toBeNull();
  });

  it.each([
    ['2024-05-11', null],
    ['2024-05-12', 'Date is invalid'],
  ])('should ask the last take date only of a repeat taker, up to tomorrow (%s)', async (date, message) => {
    const { user } = setup();
    expect(screen.queryByRole('group', { name: 'Last take date' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await register(user);
    expect(errorOf('Last take date')).toBe('Last take date is required');
    await typeDate(user, 'Last take date', date);
    await waitFor(() => expect(errorOf('Last take date')).toBe(message));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('group', { name: 'Last take date' })).toBeNull();
  });

  it('should offer only the cities of the chosen province, Metro Manila for NCR', async () => {
    const { user } = setup();
    await search(user, 'Province', 'Metro', 'Metro Manila');
    await user.type(screen.getByRole('combobox', { name: 'City / municipality' }), 'Quezon');
    expect(await screen.findByRole('option', { name: 'Quezon City' })).toBeVisible();
    await user.clear(screen.getByRole('combobox', { name: 'City / municipality' }));
    await user.type(screen.getByRole('combobox', { name: 'City / municipality' }), 'Borongan');
    expect(screen.queryByRole('option', { name: 'Borongan City' })).toBeNull();
  });

  it('should keep a half-typed province when the page scrolls under its list', async () => {
    // A phone scrolls the focused field into view as its keyboard opens, a moment after the first
    // key: React Aria closes the list on that scroll, and closing used to wipe what was typed.
    const { user } = setup();
    const province = screen.getByRole('combobox', { name: 'Province' });
    await user.type(province, 'Eastern');
    expect(await screen.findByRole('option', { name: 'Eastern Samar' })).toBeVisible();
    fireEvent.scroll(window);
    expect(province).toHaveValue('Eastern');
    expect(await screen.findByRole('option', { name: 'Eastern Samar' })).toBeVisible();
    await user.type(province, ' Sa');
    await user.click(await screen.findByRole('option', { name: 'Eastern Samar' }));
    expect(province).toHaveValue('Eastern Samar');
  });

  it('should put back the chosen province when the field is left with other text', async () => {
    const { user } = setup();
    await search(user, 'Province', 'Eastern Sa', 'Eastern Samar');
    const province = screen.getByRole('combobox', { name: 'Province' });
    await user.type(province, '{Backspace}{Backspace}');
    await user.tab();
    expect(province).toHaveValue('Eastern Samar');
    await user.clear(province);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Province')).toBe('Province is required');
  });

  it('should clear the city when another province is chosen', async () => {
    const { user } = setup();
    await search(user, 'Province', 'Eastern Sa', 'Eastern Samar');
    await search(user, 'City / municipality', 'Boro', 'Borongan City');
    await search(user, 'Province', 'Cebu', 'Cebu');
    expect(screen.getByRole('combobox', { name: 'City / municipality' })).toHaveValue('');
  });

  it('should keep every value and show the server message when the e-mail is taken', async () => {
    const message =
      'Error - Email already taken, if you are already registered on mobile app please use that email to login';
    const { user } = setup(vi.fn().mockRejectedValue(new Error(message)));
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await fillProfile(user);
    await register(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
    expect(screen.getByRole('combobox', { name: 'City / municipality' })).toHaveValue('Borongan City');
  });
});
