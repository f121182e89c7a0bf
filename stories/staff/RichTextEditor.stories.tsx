import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from '../../apps/staff/src/app/RichTextEditor.tsx';

/** The editor as a form holds it: the HTML it reports is shown under it, as the API would receive it. */
function Controlled(props: Omit<RichTextEditorProps, 'onChange'>) {
  const [html, setHtml] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '48rem' }}>
      <RichTextEditor {...props} value={html} onChange={setHtml} />
      <output aria-label="HTML saved">{html}</output>
    </div>
  );
}

const meta = {
  title: 'Staff/RichTextEditor',
  component: Controlled,
  args: { label: 'Content', value: '' },
  parameters: {
    docs: {
      description: {
        component:
          'The staff console’s rich-text field (apps/staff): announcements, courseware and exam questions are written in it. Tiptap with a one-tab-stop toolbar; it writes only the tags the API and the site allow (decision 0053).',
      },
    },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Types text at the end of the editor a key at a time, each once the editor's own document (the
 * HTML it saves, shown in `output`) holds the one before. ProseMirror reads a typed key from the
 * page after the key's events and redraws from its document: a key typed before it has caught up
 * can be lost on a loaded machine ("Brng to IDs").
 */
async function typeAtEnd(output: HTMLElement, text: string) {
  const saved = () => (output.textContent ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  for (const key of text) {
    const before = saved();
    await userEvent.keyboard(key);
    await waitFor(() => expect(saved()).toBe(before + key));
  }
}

/**
 * Waits, as a person would, for a dialog's field to show: the dialog fades in from opacity 0, and
 * until the browser draws its first frame (late on a loaded machine) nothing in it is visible.
 */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** The text the editor itself holds as selected (Tiptap puts the editor on its element). */
function selectedText(area: HTMLElement): string {
  type State = { doc: { textBetween: (from: number, to: number) => string }; selection: { from: number; to: number } };
  const { state } = (area as unknown as { editor: { state: State } }).editor;
  return state.doc.textBetween(state.selection.from, state.selection.to);
}

/** Empty, with a hint: bold, a list and a link typed with the keyboard alone reach the HTML. */
export const Default: Story = {
  args: { description: 'Shown on the announcement’s page.', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: /Content/ });
    const output = canvas.getByRole('status', { name: 'HTML saved' });
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}b{/Control}');
    await typeAtEnd(output, 'Bring');
    await userEvent.keyboard('{Control>}b{/Control}');
    await typeAtEnd(output, ' two IDs');
    // "- " becomes a list through the editor's input rule, which runs once the editor has read
    // the typed text: the rest is typed once the list is there.
    await userEvent.keyboard('{Enter}- ');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await typeAtEnd(output, 'Valid ID');
    await userEvent.keyboard('{Enter}');
    await typeAtEnd(output, 'Pen');
    await waitFor(() =>
      expect(output).toHaveTextContent(
        '<p><strong>Bring</strong> two IDs</p><ul><li><p>Valid ID</p></li><li><p>Pen</p></li></ul>',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Loaded with what was saved before: headings, emphasis, a list and a link. */
export const WithContent: Story = {
  args: {
    value:
      '<h2>Final coaching</h2><p>Bring <strong>two</strong> valid IDs and a <a href="https://example.ph/map">map</a>.</p><ol><li><p>Registration at 7:00</p></li><li><p>Lecture at 8:00</p></li></ol>',
  },
};

/** After a submit with nothing written: the error names what is missing and the area is invalid. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Write the announcement’s content.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: /Content/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Write the announcement’s content.');
  },
};

/** A link added from the toolbar's Link dialog, opened and filled with the keyboard. */
export const AddLink: Story = {
  args: { value: '<p>See the map</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const area = canvas.getByRole('textbox', { name: /Content/ });
    // Selected with the keyboard, which the editor handles itself. A triple click is read by the
    // editor's own clock (three clicks within 500 ms): on a loaded machine the third came later,
    // and the editor selected the word "map" instead of the paragraph.
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(selectedText(area)).toBe('See the map'));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = await page.findByRole('textbox', { name: 'Link address' });
    await shown(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    // The field's own message, and the dialog's error summary naming it ("Label: message").
    const message = 'Enter an address that starts with https://, http://, mailto: or tel:.';
    await expect(await page.findByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: `Link address: ${message}` })).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.ph/map{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'HTML saved' })).toHaveTextContent(
        '<p><a href="https://example.ph/map">See the map</a></p>',
      ),
    );
  },
};

/**
 * The Image dialog's Insert with both fields empty: the dialog's own message beside each (not the
 * browser's required-field bubble, which blocked the submit saying nothing of ours) and an error
 * summary whose links move focus to each field.
 */
export const AddImageRefused: Story = {
  args: { value: '<p>The venue</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    const address = await page.findByRole('textbox', { name: /Image address/ });
    await shown(address);
    await userEvent.click(page.getByRole('button', { name: 'Insert' }));
    await expect(await page.findByText('Enter the image address, starting with https:// or /.')).toBeVisible();
    await expect(page.getByText('Describe the image for someone who cannot see it.')).toBeVisible();
    await expect(page.getByText('Please correct the 2 errors below.')).toBeVisible();
    const alternative = page.getByRole('textbox', { name: /Alternative text/ });
    await expect(address).toHaveFocus();
    await userEvent.click(page.getByRole('link', { name: /^Alternative text: Describe the image/ }));
    await expect(alternative).toHaveFocus();
    await userEvent.click(page.getByRole('link', { name: /^Image address: Enter the image address/ }));
    await expect(address).toHaveFocus();
  },
};
