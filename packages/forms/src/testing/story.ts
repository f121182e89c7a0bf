/** Helpers for play functions (browser-safe: no Testing Library render). */
import { expect, userEvent } from 'storybook/test';
import { fieldErrorOf } from './fieldError.ts';
import { pngFile } from './files.ts';

interface Canvas {
  getByRole: (role: string, options?: { name?: string | RegExp }) => HTMLElement;
  getAllByLabelText: (label: string | RegExp) => HTMLElement[];
  findByText: (text: string | RegExp) => Promise<HTMLElement>;
}

/** The file input inside the uploader group labelled `label`. */
export function fileInputIn(canvas: Canvas, label: string): HTMLInputElement {
  const input = canvas.getByRole('group', { name: label }).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file input in ${label}`);
  return input;
}

/** The message an uploader shows in its alert, or null. */
export function uploaderMessageIn(canvas: Canvas, label: string): string | null {
  const text = canvas.getByRole('group', { name: label }).querySelector('[role="alert"]')?.textContent ?? '';
  return text === '' ? null : text;
}

/** The error under the field labelled `label` (any of its labelled parts), or null. */
export function errorIn(canvas: Canvas, label: string | RegExp): string | null {
  for (const control of canvas.getAllByLabelText(label)) {
    const message = fieldErrorOf(control);
    if (message !== null) return message;
  }
  return null;
}

/** A submission that never settles, to show the pending state. */
export const never = (): Promise<void> => new Promise<void>(() => {});

/** The ID is a File, which args cannot carry: attaches it as a user would and waits to see it listed. */
export async function attachIdIn(canvas: Canvas): Promise<void> {
  await userEvent.upload(fileInputIn(canvas, 'ID attachment'), pngFile('umid.png'));
  await expect(await canvas.findByText('umid.png')).toBeVisible();
}
