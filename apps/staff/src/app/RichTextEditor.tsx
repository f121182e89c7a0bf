import { TextField } from '@review-center/design-system';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Group, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import styled from 'styled-components';
import { FormDialog } from './FormDialog.tsx';
import { useRecordForm } from './resource/useRecordForm.tsx';

export interface RichTextEditorProps {
  /** The field's visible label, also the editing area's accessible name. */
  label: string;
  /** The HTML being edited; an empty editor is `''`. */
  value: string;
  /** Called with the new HTML on every change (`''` when the editor is emptied). */
  onChange: (html: string) => void;
  /** A hint below the label. */
  description?: ReactNode;
  /** What is wrong with the value; shown below the editor and marks it invalid. */
  errorMessage?: string;
  /** Announced as required; the form's schema does the checking. */
  isRequired?: boolean;
  /** Called when focus leaves the editing area (react-hook-form's `onBlur`). */
  onBlur?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-1);

  > .label {
    font-weight: var(--ds-font-weight-semibold);
  }
  > .description {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  > .error {
    color: var(--ds-color-danger);
    font-size: var(--ds-font-size-sm);
  }
  .box {
    border: 1px solid var(--ds-color-text-muted);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface);
  }
  &[data-invalid] .box {
    border: 2px solid var(--ds-color-danger);
  }
  .react-aria-Toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-1);
    padding: var(--ds-space-1);
    border-block-end: 1px solid var(--ds-color-border, var(--ds-color-text-muted));
  }
  .react-aria-Group {
    display: flex;
    gap: var(--ds-space-1);
  }
  .react-aria-Separator {
    inline-size: 1px;
    align-self: stretch;
    background: var(--ds-color-text-muted);
    margin: 0 var(--ds-space-1);
  }
  .tool {
    min-inline-size: 44px;
    min-block-size: 44px;
    padding: 0 var(--ds-space-2);
    border: 1px solid transparent;
    border-radius: var(--ds-radius-sm, 4px);
    background: transparent;
    color: var(--ds-color-text);
    font: inherit;
    cursor: pointer;

    &[data-hovered] {
      background: var(--ds-color-surface-muted);
    }
    &[data-selected] {
      background: var(--ds-color-primary);
      color: var(--ds-color-on-primary, #fff);
    }
    &[data-focus-visible] {
      outline: 3px solid var(--ds-color-focus, var(--ds-color-primary));
      outline-offset: 2px;
    }
  }
  .tiptap {
    min-block-size: 10rem;
    padding: var(--ds-space-2) var(--ds-space-3);
    line-height: 1.5;
    overflow-wrap: anywhere;

    &:focus-visible {
      outline: 3px solid var(--ds-color-focus, var(--ds-color-primary));
      outline-offset: 2px;
    }
    img {
      max-inline-size: 100%;
      block-size: auto;
    }
    a {
      color: var(--ds-color-link, var(--ds-color-primary));
      /* A link alone on its line is a 24 px target (WCAG 2.5.8), without moving the text. */
      padding-block: 0.25rem;
    }
  }
`;

/** A formatting tool: its name, its face, when it shows pressed and what it toggles. */
interface Format {
  label: string;
  face: ReactNode;
  is: [name: string, attributes?: Record<string, unknown>];
  run: (chain: ChainedCommands) => ChainedCommands;
}

/** The toolbar's formatting tools in their groups (marks, then blocks), before the Insert group. */
const FORMATS: readonly { group: string; tools: readonly Format[] }[] = [
  {
    group: 'Text style',
    tools: [
      { label: 'Bold', face: <strong>B</strong>, is: ['bold'], run: (c) => c.toggleBold() },
      { label: 'Italic', face: <em>I</em>, is: ['italic'], run: (c) => c.toggleItalic() },
      { label: 'Underline', face: <u>U</u>, is: ['underline'], run: (c) => c.toggleUnderline() },
    ],
  },
  {
    group: 'Blocks',
    tools: [
      { label: 'Heading H2', face: 'H2', is: ['heading', { level: 2 }], run: (c) => c.toggleHeading({ level: 2 }) },
      { label: 'Subheading H3', face: 'H3', is: ['heading', { level: 3 }], run: (c) => c.toggleHeading({ level: 3 }) },
      { label: 'Bulleted list', face: 'Bulleted', is: ['bulletList'], run: (c) => c.toggleBulletList() },
      { label: 'Numbered list', face: 'Numbered', is: ['orderedList'], run: (c) => c.toggleOrderedList() },
      { label: 'Quote', face: '“ ”', is: ['blockquote'], run: (c) => c.toggleBlockquote() },
    ],
  },
];

/** What the toolbar shows as pressed (by tool label, and the link's), read on each transaction. */
function useActiveMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: Object.fromEntries(
        FORMATS.flatMap(({ tools }) => tools).map((tool) => [tool.label, current.isActive(...tool.is)]),
      ),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
}

type Insert = { kind: 'link'; href: string } | { kind: 'image' };

/**
 * A rich-text field for what staff write (announcements, courseware, questions): Tiptap's editor
 * with a toolbar that is one tab stop (arrow keys move inside it, the WAI-ARIA toolbar pattern),
 * keyboard shortcuts (Ctrl+B, Ctrl+I, Ctrl+U), links and images by address with required alt text.
 * The editor writes only the tags of the shared allow-list; the API sanitizes again when it saves
 * (decision 0053).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  onBlur,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ');
  const [insert, setInsert] = useState<Insert | null>(null);
  /** The field's value as last rendered, and the changes sent since that it has not shown yet. */
  const valueRef = useRef(value);
  const unacknowledged = useRef<string[]>([]);

  // The editing area is a labelled, described multi-line textbox whose state follows the field's.
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
    ...(isRequired ? { 'aria-required': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      if (html !== valueRef.current) unacknowledged.current.push(html);
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a record loaded, a form reset) replaces the content. The editor's own
  // changes come back as the field's value and are left alone, so the caret does not jump; on a
  // busy machine one may come back after the next keys are already in the editor, and replacing
  // the content with it would lose them (and put the caret elsewhere).
  useEffect(() => {
    valueRef.current = value;
    const echo = unacknowledged.current.indexOf(value);
    if (echo !== -1) {
      unacknowledged.current.splice(0, echo + 1);
      return;
    }
    unacknowledged.current = [];
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The ARIA attributes follow the field's state (an error appears after a submit).
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const active = useActiveMarks(editor);

  return (
    <Root data-invalid={errorMessage ? '' : undefined}>
      <span className="label" id={labelId}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </span>
      {description ? (
        <span className="description" id={descriptionId}>
          {description}
        </span>
      ) : null}
      <div className="box">
        <Toolbar aria-label={`Formatting of ${label}`}>
          {FORMATS.map(({ group, tools }) => (
            <Fragment key={group}>
              <Group aria-label={group}>
                {tools.map((tool) => (
                  <Tool
                    key={tool.label}
                    label={tool.label}
                    isSelected={Boolean(active.pressed[tool.label])}
                    onToggle={() => tool.run(editor.chain().focus()).run()}
                  >
                    {tool.face}
                  </Tool>
                ))}
              </Group>
              <Separator orientation="vertical" />
            </Fragment>
          ))}
          <Group aria-label="Insert">
            <Tool label="Link" isSelected={active.link} onToggle={() => setInsert({ kind: 'link', href: active.href })}>
              Link
            </Tool>
            <Tool label="Image" isSelected={false} onToggle={() => setInsert({ kind: 'image' })}>
              Image
            </Tool>
          </Group>
        </Toolbar>
        <EditorContent editor={editor} />
      </div>
      {errorMessage ? (
        <span className="error" id={errorId} data-field-error="">
          {errorMessage}
        </span>
      ) : null}
      {insert?.kind === 'link' ? (
        <LinkDialog
          href={insert.href}
          onClose={() => setInsert(null)}
          onApply={(href) => {
            // Not focusing the text here: the closing dialog keeps the page inert until its exit
            // animation ends, which would drop that focus to the page's body. The dialog returns
            // focus to the tool that opened it (the APG dialog pattern); Tab goes on to the text.
            const target = editor.chain().extendMarkRange('link');
            (href ? target.setLink({ href }) : target.unsetLink()).run();
            setInsert(null);
          }}
        />
      ) : null}
      {insert?.kind === 'image' ? (
        <ImageDialog
          onClose={() => setInsert(null)}
          onApply={(src, alt) => {
            editor.chain().setImage({ src, alt }).run();
            setInsert(null);
          }}
        />
      ) : null}
    </Root>
  );
}

function Tool({
  label,
  isSelected,
  onToggle,
  children,
}: {
  label: string;
  isSelected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleButton className="tool" aria-label={label} isSelected={isSelected} onChange={onToggle}>
      <span aria-hidden="true">{children}</span>
    </ToggleButton>
  );
}

const isWebAddress = (text: string) => /^(https?:\/\/|mailto:|tel:|\/)/i.test(text);

function LinkDialog({
  href,
  onApply,
  onClose,
}: {
  href: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  // A record form of one field, checked here (noValidate): the browser's bubble would say nothing of ours.
  const form = useRecordForm({
    initial: { href },
    parse: (draft) => ({ success: true, data: draft.href.trim() }) as const,
    check: ({ href: text }) =>
      text.trim() && !isWebAddress(text.trim())
        ? { href: 'Enter an address that starts with https://, http://, mailto: or tel:.' }
        : {},
    save: async (address) => onApply(address),
    failure: 'The link was not applied',
  });
  return (
    <FormDialog title="Link" form={form} submit="Apply" onClose={onClose}>
      <TextField
        label="Link address"
        description="Leave it empty to remove the link."
        {...form.text('href')}
        // The dialog exists to take this one field (the APG dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </FormDialog>
  );
}

function ImageDialog({ onApply, onClose }: { onApply: (src: string, alt: string) => void; onClose: () => void }) {
  // Both fields are required, checked here (noValidate): the browser's own check blocked Insert
  // with no message of ours.
  const form = useRecordForm({
    initial: { src: '', alt: '' },
    parse: ({ src, alt }) => ({ success: true, data: { src: src.trim(), alt: alt.trim() } }) as const,
    check: ({ src, alt }) => ({
      src: isWebAddress(src.trim()) ? undefined : 'Enter the image address, starting with https:// or /.',
      alt: alt.trim() ? undefined : 'Describe the image for someone who cannot see it.',
    }),
    save: async (image) => onApply(image.src, image.alt),
    failure: 'The image was not inserted',
  });
  return (
    <FormDialog title="Image" form={form} submit="Insert" onClose={onClose}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <TextField label="Image address" {...form.text('src')} isRequired autoFocus />
      <TextField label="Alternative text" {...form.text('alt')} isRequired />
    </FormDialog>
  );
}
