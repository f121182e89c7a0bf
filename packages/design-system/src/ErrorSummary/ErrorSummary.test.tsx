import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from '../DateField/DatePicker.tsx';
import { FileUploader } from '../FileUploader/FileUploader.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { useInvalidFields } from './useInvalidFields.ts';

/** A form of every kind of field, each refused while `refuse` holds. */
function Harness({ refuse }: { refuse: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState<number | null>(null);
  const fields = useInvalidFields(form, attempt);
  const shown = attempt !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((previous) => (refuse ? (previous ?? 0) + 1 : null));
  };
  return (
    <form ref={form} noValidate aria-label="Harness" onSubmit={submit}>
      <ErrorSummary
        data-testid="summary"
        title={shown ? `Please correct the ${fields.length} errors below.` : null}
        entries={fields}
      />
      <TextField label="Email" isRequired errorMessage={shown ? 'Email is required' : undefined} />
      <RadioGroup label="Payment term" defaultValue="installment" errorMessage={shown ? 'Pick a term' : undefined}>
        <Radio value="full">Full</Radio>
        <Radio value="installment">Installment</Radio>
      </RadioGroup>
      <Select label="Category" errorMessage={shown ? 'Category is required' : undefined}>
        <SelectItem id="a">A</SelectItem>
      </Select>
      <DatePicker label="Last take date" errorMessage={shown ? 'Last take date is required' : undefined} />
      <FileUploader label="Receipt" errorMessage={shown ? 'Attach at least one image of your payment' : undefined} />
      <button type="submit">Send</button>
    </form>
  );
}

const summary = () => screen.getByTestId('summary');

describe('ErrorSummary', () => {
  it('should list each failing field with a link, in reading order, and focus the first', async () => {
    const user = userEvent.setup();
    render(<Harness refuse />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: Email is required',
      'Payment term: Pick a term',
      'Category: Category is required',
      'Last take date: Last take date is required',
      'Receipt: Attach at least one image of your payment',
    ]);
    expect(summary().querySelector('p')).toHaveTextContent('Please correct the 5 errors below.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^#./);
  });

  it("should move focus to each field's own control when its link is followed", async () => {
    const user = userEvent.setup();
    render(<Harness refuse />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const link = (name: RegExp) => within(summary()).getByRole('link', { name });

    await user.click(link(/^Payment term/));
    expect(screen.getByRole('radio', { name: 'Installment' })).toHaveFocus();
    await user.click(link(/^Category/));
    expect(document.activeElement?.closest('button')).toHaveAttribute('aria-haspopup', 'listbox');
    await user.click(link(/^Last take date/));
    expect(screen.getAllByRole('spinbutton')[0]).toHaveFocus();
    await user.click(link(/^Receipt/));
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    // From the keyboard too.
    link(/^Email/).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('should list nothing after a submit that passes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness refuse />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(summary()).getAllByRole('link')).toHaveLength(5);
    rerender(<Harness refuse={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(summary()).toBeEmptyDOMElement();
    expect(summary()).toHaveAttribute('role', 'alert');
  });
});
