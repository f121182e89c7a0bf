/** Controls a user can tab to, in the order React Aria's fields render them. */
const FOCUSABLE = 'input, textarea, select, button, [tabindex], [contenteditable="true"]';

/** Where a field marked invalid shows its message: React Aria's FieldError, or a field's own. */
const FIELD_ERROR = '[slot="errorMessage"], [data-field-error]';

const isTabbable = (element: HTMLElement): boolean =>
  // A rich text editor's contenteditable area is reached by Tab without a tabindex.
  (element.tabIndex >= 0 || element.getAttribute('contenteditable') === 'true') &&
  !element.matches(':disabled') &&
  element.getAttribute('type') !== 'hidden' &&
  // React Aria keeps a native <select> and file input for forms, hidden from people.
  element.closest('[aria-hidden="true"], [hidden]') === null &&
  getComputedStyle(element).display !== 'none';

/**
 * The control a person reaches a field by: its input, first date segment, Select button or the
 * file uploader's "Choose files" button; in a radio group the chosen radio, else the first, as
 * Tab would reach it.
 */
function controlOf(field: HTMLElement): HTMLElement | undefined {
  const controls = [field, ...field.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.matches(FOCUSABLE) && isTabbable(element),
  );
  // The control marked invalid comes first: a rich text editor's toolbar precedes its text.
  const target = controls.find((element) => element.getAttribute('aria-invalid') === 'true') ?? controls[0];
  if (target instanceof HTMLInputElement && target.type === 'radio') {
    const chosen = field.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && isTabbable(chosen)) return chosen;
  }
  return target;
}

/** The text a person sees, without what is hidden from them (a required mark's asterisk). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first element of an `aria-labelledby` list that is in the page. */
function labelledBy(element: HTMLElement): Element | undefined {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)).find((found) => found !== null) ?? undefined;
}

/**
 * A field's label: what its wrapper is labelled by (a radio group, the file uploader), else its
 * React Aria Label (a Select's button is labelled by its value first), else what labels its
 * control, else the wrapper itself when it is a `<label>` (a checkbox).
 */
function labelOf(field: HTMLElement, control: HTMLElement): string {
  const label =
    labelledBy(field) ??
    field.querySelector('.react-aria-Label, label') ??
    labelledBy(control) ??
    (field.matches('label') ? field : undefined);
  return label ? visibleText(label) : '';
}

/** One field an error summary lists: the control to focus, what the field is, what is wrong. */
export interface InvalidField {
  /** The id of the control the summary's link moves focus to; none for a group's own message. */
  targetId: string | undefined;
  /** The field's visible label. */
  label: string;
  /** The message shown under the field. */
  message: string;
  /** The field's form name, when its control or hidden input has one. */
  name: string | undefined;
}

let generatedIds = 0;

/**
 * Every field marked invalid under `root`, in reading order, as an error summary lists them.
 * React Aria marks an invalid field's wrapper with `data-invalid` (and some of its parts too: only
 * the outermost counts) and shows its message in a FieldError; fields of our own set the same
 * attribute and mark their message `data-field-error`, and a group's message with no control of
 * its own carries both attributes. A control without an id is given one, so
 * that a link can point at it.
 */
export function invalidFieldsOf(root: HTMLElement): InvalidField[] {
  const fields: InvalidField[] = [];
  for (const field of root.querySelectorAll<HTMLElement>('[data-invalid]')) {
    const outer = field.parentElement?.closest('[data-invalid]');
    if (outer && root.contains(outer)) continue;
    const control = controlOf(field);
    const message = [field, ...field.querySelectorAll(FIELD_ERROR)]
      .filter((element) => element.matches(FIELD_ERROR))
      .map(visibleText)
      .find(Boolean);
    // A message of a whole group ("Choose at least one branch") with no control of its own.
    if (!control) {
      if (message) fields.push({ targetId: undefined, label: '', message, name: undefined });
      continue;
    }
    if (!control.id) control.id = `ds-invalid-field-${++generatedIds}`;
    const named = control.getAttribute('name') ?? field.querySelector('[name]')?.getAttribute('name') ?? undefined;
    fields.push({ targetId: control.id, label: labelOf(field, control), message: message ?? '', name: named });
  }
  return fields;
}

/**
 * Moves focus to the first field marked invalid, in reading order. React Aria marks each
 * invalid field's wrapper with `data-invalid` and wires its error to the control through
 * aria-describedby, so the screen reader reads the label and the message on arrival.
 * react-hook-form's own `shouldFocusError` would need a ref to each control, which the design
 * system's fields keep inside, and it follows registration order, not the page's.
 */
export function focusFirstInvalidField(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLElement>('[data-invalid]')) {
    const target = controlOf(field);
    if (target) {
      target.focus();
      return;
    }
  }
}
