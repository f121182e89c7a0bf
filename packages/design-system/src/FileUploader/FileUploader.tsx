import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type RefAttributes } from 'react';
import { FileTrigger, VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { stackedList } from '../styles/stackedList.ts';
import { useAriaInvalid } from '../utils/useAriaInvalid.ts';
import { useMergedRef } from '../utils/useMergedRef.ts';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);

  .uploader-label {
    font-weight: var(--ds-font-weight-semibold);
  }
  .uploader-drop {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-3);
    padding: var(--ds-space-4);
    border: 2px dashed var(--ds-color-text-muted);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface);
  }
  .uploader-drop[data-drop-target] {
    border-color: var(--ds-color-primary);
    background: var(--ds-color-surface-muted);
  }
  &[data-invalid] .uploader-drop {
    border-color: var(--ds-color-danger);
  }
  .uploader-description {
    margin: 0;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  .uploader-error {
    margin: 0;
    color: var(--ds-color-danger);
    font-size: var(--ds-font-size-sm);
    font-weight: var(--ds-font-weight-semibold);
  }
  .uploader-error:empty {
    display: none;
  }
  ul {
    ${stackedList}
  }
  li {
    display: flex;
    align-items: center;
    gap: var(--ds-space-3);
    padding: var(--ds-space-2);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface);
  }
  li img {
    flex: none;
    inline-size: 48px;
    block-size: 48px;
    object-fit: cover;
    border-radius: var(--ds-radius-sm);
    background: var(--ds-color-surface-muted);
  }
  .file-name {
    flex: 1;
    overflow-wrap: anywhere;
  }
  .file-size {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
`;

const sizeFormatter = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

/** The image of a chosen file; its object URL lives exactly as long as the preview. */
function FilePreview({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // jsdom has no object URLs; the name still shows beside the empty preview.
    if (!img.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Decorative: the file name is written beside it.
  return <img ref={img} alt="" width={48} height={48} />;
}

export interface FileUploaderProps extends RefAttributes<HTMLDivElement> {
  /**
   * Visible label of the group.
   * @default 'Attachments'
   */
  label?: string;
  /**
   * Help under the drop area.
   * @default `PNG or JPEG images, up to ${maxFiles} files.`
   */
  description?: ReactNode;
  /**
   * How many files may be chosen (product §5: 1 to 3 images for a payment proof).
   * @default 3
   */
  maxFiles?: number;
  /**
   * MIME types accepted; anything else is refused with a message.
   * @default ['image/png', 'image/jpeg']
   */
  accept?: readonly string[];
  /** The chosen files, when the parent (for example a form library) holds them. */
  value?: readonly File[];
  /**
   * The files chosen at first, when the uploader holds its own state.
   * @default []
   */
  defaultValue?: readonly File[];
  /** Raised with the full list of accepted files after each addition or removal. */
  onChange?: (files: File[]) => void;
  /** An error from outside, such as a form's 'required' message. Marks the group invalid. */
  errorMessage?: string;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Text of the button that opens the file picker.
   * @default 'Choose files'
   */
  chooseLabel?: string;
  /**
   * Text inside the drop area.
   * @default 'or drop images here'
   */
  dropLabel?: string;
  /**
   * Message when too many files are chosen; nothing from that choice is added.
   * @default `Maximum files exceeds (${max})` (product §5)
   */
  formatTooMany?: (max: number) => string;
  /**
   * Message naming the files refused for their type.
   * @default `${names}: only PNG or JPEG images are allowed.`
   */
  formatWrongType?: (names: string[]) => string;
  /**
   * What the live region says when files are added.
   * @default `${names} added.`
   */
  formatAdded?: (names: string[]) => string;
  /**
   * What the live region says when a file is removed.
   * @default `${name} removed.`
   */
  formatRemoved?: (name: string) => string;
  /**
   * Accessible name of each file's remove button.
   * @default `Remove ${name}`
   */
  formatRemoveLabel?: (name: string) => string;
  /**
   * Text of each file's remove button.
   * @default 'Remove'
   */
  removeLabel?: string;
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * Choose or drop up to `maxFiles` images, see previews, remove any. Built on React Aria's
 * FileTrigger; the drop area takes the mouse's drops and is no Tab stop, the button being the
 * keyboard's way in. Added and removed files are announced in a polite live region. The file picker only offers `accept`ed types, but a drop (or a
 * browser ignoring `accept`) can bring anything, so each file's type is checked again here and
 * refused files are named in a message read out by screen readers. The server checks content.
 *
 * **When to use:** Choosing one to a few images to upload: the payment proof, the ID at
 * registration.
 *
 * **When not to:** For documents other than images, or for a single file without previews where a
 * plain file input is enough; it never uploads by itself (the form or the app sends the files).
 *
 * **Accessibility:** The button is the keyboard's way in (the drop area is for the mouse); added,
 * removed and refused files are announced in a polite live region; every preview has a Remove
 * button named after its file.
 */
export function FileUploader({
  label = 'Attachments',
  description,
  maxFiles = 3,
  accept = ['image/png', 'image/jpeg'],
  value,
  defaultValue = [],
  onChange,
  errorMessage,
  isDisabled = false,
  chooseLabel = 'Choose files',
  dropLabel = 'or drop images here',
  formatTooMany = (max) => `Maximum files exceeds (${max})`,
  formatWrongType = (names) => `${names.join(', ')}: only PNG or JPEG images are allowed.`,
  formatAdded = (names) => `${names.join(', ')} added.`,
  formatRemoved = (name) => `${name} removed.`,
  formatRemoveLabel = (name) => `Remove ${name}`,
  removeLabel = 'Remove',
  className,
  ref,
}: FileUploaderProps) {
  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultValue);
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isDropTarget, setDropTarget] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(groupRef, ref);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const files = value ?? ownFiles;
  const error = rejection ?? errorMessage ?? null;
  const chooseRef = useRef<HTMLButtonElement>(null);
  useAriaInvalid(chooseRef, error !== null);

  const commit = (next: File[]) => {
    if (value === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const addFiles = (incoming: File[]) => {
    if (isDisabled || incoming.length === 0) return;
    const accepted = incoming.filter((file) => accept.includes(file.type));
    const refused = incoming.filter((file) => !accept.includes(file.type));
    if (files.length + accepted.length > maxFiles) {
      // Add nothing from this choice: keeping a partial selection would surprise the user.
      setRejection(formatTooMany(maxFiles));
      return;
    }
    setRejection(refused.length > 0 ? formatWrongType(refused.map((file) => file.name)) : null);
    if (accepted.length > 0) {
      commit([...files, ...accepted]);
      setAnnouncement(formatAdded(accepted.map((file) => file.name)));
    }
  };

  const removeFile = (index: number) => {
    const removed = files[index];
    commit(files.filter((_, i) => i !== index));
    if (removed) setAnnouncement(formatRemoved(removed.name));
    setRejection(null);
    // The pressed button disappears with its file: keep the keyboard user in the uploader.
    groupRef.current?.querySelector<HTMLElement>('[data-uploader-choose]')?.focus();
  };

  // A drop target for the mouse only: the Choose files button is the way in from the keyboard,
  // so the area is no Tab stop of its own (decision 0020).
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
      setDropTarget(!isDisabled);
    },
    onDragLeave: () => setDropTarget(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDropTarget(false);
      addFiles(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <Group
      ref={mergedRef}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={`${descriptionId} ${errorId}`}
      className={className}
      data-invalid={error ? true : undefined}
    >
      <span id={labelId} className="uploader-label">
        {label}
      </span>
      <div className="uploader-drop" data-drop-target={isDropTarget || undefined} {...dropHandlers}>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={maxFiles > 1}
          onSelect={(list) => addFiles(list ? Array.from(list) : [])}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            data-uploader-choose=""
            ref={chooseRef}
            aria-describedby={`${descriptionId} ${errorId}`}
          >
            {chooseLabel}
          </Button>
        </FileTrigger>
        <span>{dropLabel}</span>
      </div>
      <p id={descriptionId} className="uploader-description">
        {description ?? `PNG or JPEG images, up to ${maxFiles} files.`}
      </p>
      <p id={errorId} className="uploader-error" role="alert" data-field-error="">
        {error}
      </p>
      <VisuallyHidden>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
      {files.length > 0 ? (
        <ul aria-labelledby={labelId}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <FilePreview file={file} />
              <span className="file-name">
                {file.name} <span className="file-size">({sizeFormatter.format(file.size / 1024)})</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={isDisabled}
                aria-label={formatRemoveLabel(file.name)}
                onPress={() => removeFile(index)}
              >
                {removeLabel}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Group>
  );
}
