import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { pngFile } from './files.ts';
import { fileInputOf, typeDate } from './render.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** Picks `option` in the Select labelled `label`. */
export async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into the searchable ComboBox labelled `label` and picks the option named `option`. */
export async function search(user: User, label: string, text: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A complete, valid profile of a BSED repeat taker from Borongan, filled as a user would. */
export async function fillProfile(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Juan');
  await user.type(screen.getByLabelText('Middle name'), 'Santos');
  await user.type(screen.getByLabelText('Last name'), 'Dela Cruz');
  await user.type(screen.getByLabelText('Mobile'), '09171234567');
  await choose(user, 'Civil status', 'Single');
  await typeDate(user, 'Birthdate', '1998-01-15');
  await user.type(screen.getByLabelText('Birth place'), 'Tacloban');
  await user.type(screen.getByLabelText('ID name'), 'UMID');
  await user.upload(fileInputOf('ID attachment'), pngFile('umid.png'));
  await user.type(screen.getByLabelText('Street'), '12 Rizal St.');
  await search(user, 'Province', 'Eastern Sa', 'Eastern Samar');
  await search(user, 'City / municipality', 'Boro', 'Borongan City');
  await user.type(screen.getByLabelText('Zip code'), '6800');
  await choose(user, 'Course', 'BSED');
  await choose(user, 'Specialization', 'Mathematics');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await typeDate(user, 'Last take date', '2023-09-24');
  await user.type(screen.getByLabelText('College'), 'Eastern Samar State University');
  await user.type(screen.getByLabelText('College address'), 'Borongan, Eastern Samar');
}

export { filledProfile } from './fixtures.ts';
