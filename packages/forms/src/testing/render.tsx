import { DesignSystemProvider } from '@review-center/design-system';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { fieldErrorOf } from './fieldError.ts';

/** Renders a form inside the design system, with a user-event session. */
export function renderForm(ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(<DesignSystemProvider>{ui}</DesignSystemProvider>);
  return { user, ...result };
}

/** The error message shown under a labelled field. */
export function errorOf(label: string | RegExp): string | null {
  // A date picker names its group, its segments and its hidden input by the same label.
  for (const control of screen.getAllByLabelText(label)) {
    const message = fieldErrorOf(control);
    if (message !== null) return message;
  }
  return null;
}

/** A promise with its resolve and reject exposed, to hold a submission in flight. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a YYYY-MM-DD date into a React Aria date field (month, day, year segments in en-US). */
export async function typeDate(user: User, label: string, date: string) {
  const [year, month, day] = date.split('-');
  const group = screen.getAllByRole('group', { name: label })[0];
  if (!group) throw new Error(`No date field labelled ${label}`);
  const [first] = within(group).getAllByRole('spinbutton');
  if (!first) throw new Error(`No segments in ${label}`);
  // Focus the month segment directly: a click lands wherever jsdom places the pointer.
  act(() => first.focus());
  await user.keyboard(`${month}${day}${year}`);
}

/** The file input of the uploader labelled `label` (React Aria's FileTrigger keeps it hidden). */
export function fileInputOf(label: string): HTMLInputElement {
  const group = screen.getByRole('group', { name: label });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file input in ${label}`);
  return input;
}

/** The error shown by an uploader labelled `label`. */
export function uploaderErrorOf(label: string): string | null {
  const group = screen.getByRole('group', { name: label });
  const text = within(group).queryByRole('alert')?.textContent ?? '';
  return text === '' ? null : text;
}
