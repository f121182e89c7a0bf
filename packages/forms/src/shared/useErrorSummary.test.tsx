// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { TextArea, TextField } from '@review-center/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorSummary } from './useErrorSummary.tsx';

afterEach(cleanup);

/** A console form as the pages write one: its own check, its own messages, no native validation. */
function ReplyForm() {
  const [title, setTitle] = useState('');
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found['title'] = 'Title is required';
    if (!reply.trim()) found['reply'] = 'Write the reply.';
    setErrors(found);
    if (Object.keys(found).length > 0) summary.refuse();
    else summary.clear();
  };
  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Reply">
      {summary.summary}
      <TextField label="Title" isRequired value={title} onChange={setTitle} errorMessage={errors['title']} />
      <TextArea label="Reply" isRequired value={reply} onChange={setReply} errorMessage={errors['reply']} />
      <button type="submit">Send reply</button>
    </form>
  );
}

describe('useErrorSummary', () => {
  it('should list each refused field with a link to it, and nothing once the form passes', async () => {
    const user = userEvent.setup();
    render(<ReplyForm />);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const summary = screen.getByTestId('form-error-summary');
    expect(summary).toHaveAttribute('role', 'alert');
    expect(summary).toHaveTextContent(/^Please correct the 2 errors below\./);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Title: Title is required', 'Reply: Write the reply.']);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Schedule');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Saturday mornings');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(summary).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Saturday mornings');
  });
});
