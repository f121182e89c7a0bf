// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor.tsx';

afterEach(cleanup);

/** What the test drives of Tiptap's editor, which it hangs on its element. */
interface EditorHandle {
  commands: { insertContent: (text: string) => boolean; setTextSelection: (position: number) => boolean };
  state: { doc: { content: { size: number } } };
  getText: () => string;
}

/**
 * A field whose value catches up with the editor late, as a form's does on a busy machine: the
 * editor's changes are only recorded, and the test decides when the field re-renders with which.
 */
function renderLateField(initial: string) {
  const emitted: string[] = [];
  let deliver: (value: string) => void = () => undefined;
  function LateField() {
    const [value, setValue] = useState(initial);
    deliver = setValue;
    return <RichTextEditor label="Content" value={value} onChange={(html) => emitted.push(html)} />;
  }
  render(<LateField />);
  const editor = (screen.getByRole('textbox', { name: 'Content' }) as unknown as { editor: EditorHandle }).editor;
  return {
    editor,
    emitted,
    deliver: (value: string) => act(() => deliver(value)),
    /** Types at the end of the last paragraph. */
    type: (text: string) =>
      act(() => {
        editor.commands.setTextSelection(editor.state.doc.content.size - 1);
        editor.commands.insertContent(text);
      }),
  };
}

describe('RichTextEditor', () => {
  it('should keep what was typed after a change when the field catches up with that change late', async () => {
    const field = renderLateField('<p>Bring</p>');
    await field.type(' a valid ID');
    await field.type(' and your exam permit');
    const [first, second] = field.emitted as [string, string];

    // The field re-renders with the first change once the second is already in the editor.
    await field.deliver(first);
    expect(field.editor.getText()).toBe('Bring a valid ID and your exam permit');
    await field.deliver(second);
    expect(field.editor.getText()).toBe('Bring a valid ID and your exam permit');
  });

  it('should show a value set from outside, even one the editor once held', async () => {
    const field = renderLateField('<p>Bring</p>');
    await field.type(' a valid ID');
    await field.deliver(field.emitted[0]!);

    await field.deliver('<p>Another record</p>');
    expect(field.editor.getText()).toBe('Another record');
    // A form reset to the record loaded first: the editor held it once, and shows it again.
    await field.deliver('<p>Bring a valid ID</p>');
    expect(field.editor.getText()).toBe('Bring a valid ID');
  });
});
