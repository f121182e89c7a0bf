import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_MS } from './waits.ts';

/** What the page reports about the focused element (see `focusReport`). */
interface FocusReport {
  /** The focused element's role or tag and accessible text, for messages. */
  element: string;
  /** Everything wrong with how focus shows; empty when it is fine. */
  problems: string[];
}

/**
 * Runs in the page: checks the focused element as a sighted keyboard user sees it (WCAG 2.2
 * 2.4.7, 2.4.11, 1.4.11). It is visible and inside the viewport; sampled points of it are not
 * under the sticky header, a notification or anything else; and it shows a ring (an outline of
 * 2 px or more, on itself, an ancestor that React Aria marks focused, or such a mark's part)
 * one of whose tones, the outline or the box-shadow halo, contrasts 3:1 with what is behind it.
 */
function focusReport(): FocusReport {
  const problems: string[] = [];
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) {
    return { element: String(focused?.nodeName), problems: ['focus is on the page body, not on an element'] };
  }
  const element = `${focused.getAttribute('role') ?? focused.nodeName.toLowerCase()} "${(
    focused.getAttribute('aria-label') ??
    focused.textContent ??
    ''
  )
    .trim()
    .slice(0, 60)}"`;

  const parse = (color: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The first opaque background at or above `from`: what a ring drawn there sits on. */
  const backgroundOf = (from: Element | null) => {
    for (let node = from; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (parse(color).a >= 1) return color;
    }
    return 'rgb(255, 255, 255)';
  };

  const tiny = (node: Element) => {
    const size = node.getBoundingClientRect();
    return size.width <= 1 || size.height <= 1;
  };
  // The ring: on the element, on a React Aria field or choice around it, or on that one's part.
  const marked = focused.closest('[data-focus-visible], [data-focus-within], [data-focused]');
  const candidates: [Element, string | undefined][] = [];
  for (let node: Element | null = focused, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
    candidates.push([node, undefined], [node, '::before']);
  }
  for (const part of marked?.querySelectorAll('*') ?? []) candidates.push([part, undefined]);
  // A React Aria radio's input sits beside its label, which React Aria marks focus-visible.
  for (const shown of document.querySelectorAll('[data-focus-visible]')) {
    candidates.push([shown, undefined], [shown, '::before']);
  }
  const ring = candidates.find(([node, pseudo]) => {
    // A visually hidden input's own outline shows nothing: 1 px square and clipped.
    if (tiny(node) || (node.parentElement && tiny(node.parentElement))) return false;
    const style = getComputedStyle(node, pseudo);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
  // What shows the focus is what carries the ring: a React Aria radio's label around its visually
  // hidden input, a date field around its segments.
  const hidden = tiny(focused) || (focused.parentElement !== null && tiny(focused.parentElement));
  const target = ring && (ring[0].contains(focused) || hidden) ? ring[0] : focused;

  if (!ring) problems.push('no focus ring (no outline of 2 px or more)');
  else {
    const [node, pseudo] = ring;
    const style = getComputedStyle(node, pseudo);
    const inset = parseFloat(style.outlineOffset) < 0;
    const behind = inset ? backgroundOf(pseudo ? node : node) : backgroundOf(pseudo ? node : node.parentElement);
    const halo = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
    const best = Math.max(contrast(style.outlineColor, behind), halo ? contrast(halo, behind) : 0);
    if (best < 3) {
      problems.push(
        `focus ring ${style.outlineColor}${halo ? ` / ${halo}` : ''} on ${behind} has contrast ${best.toFixed(2)}:1, under 3:1`,
      );
    }
  }

  if (!target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push('not visible');
  const rect = target.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) problems.push('has no size');
  const fitsHeight = rect.height <= innerHeight;
  // A rich-text editor shows where the writing goes by its caret: its line must be on screen, as
  // the editor scrolls it, while a tall editor's box may run past the bottom edge.
  const selection = focused instanceof HTMLElement && focused.isContentEditable ? getSelection() : null;
  const caret = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).getBoundingClientRect() : undefined;
  const offScreen =
    caret && caret.height > 0
      ? caret.top < 0 || caret.bottom > innerHeight || rect.left < 0 || rect.right > innerWidth
      : rect.top < 0 ||
        rect.left < 0 ||
        rect.right > innerWidth ||
        (fitsHeight ? rect.bottom > innerHeight : rect.top >= innerHeight);
  if (offScreen) {
    problems.push(
      `outside the viewport (${Math.round(rect.top)}, ${Math.round(rect.left)}, ${Math.round(rect.bottom)}, ${Math.round(rect.right)})`,
    );
  } else {
    // The centre and the middle of each edge, 3 px in, of its part inside the viewport (not
    // the corners, which a rounded control does not paint).
    const top = rect.top + 3;
    const bottom = Math.min(rect.bottom, innerHeight) - 3;
    const left = rect.left + 3;
    const right = rect.right - 3;
    const [midX, midY] = [(left + right) / 2, (top + bottom) / 2];
    const points = [
      [midX, midY],
      [midX, top],
      [midX, bottom],
      [left, midY],
      [right, midY],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x!, y!);
      if (!hit || target.contains(hit) || focused.contains(hit) || hit === focused) continue;
      const cover = hit.closest('header, [role="region"], [role="alertdialog"], [role="dialog"]') ?? hit;
      problems.push(
        `covered at (${Math.round(x!)}, ${Math.round(y!)}) by ${cover.nodeName.toLowerCase()} ${cover.getAttribute('aria-label') ?? cover.className}`,
      );
      break;
    }
  }
  return { element: problems.length > 0 ? focused.outerHTML.slice(0, 300) : element, problems };
}

/** Fails unless the focused element is visible, uncovered, in the viewport and ringed at 3:1. */
export async function expectFocusShown(page: Page, context = '') {
  // Judged at rest: a dialog fading in is not yet visible, a sliding header not yet in place.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const report = await page.evaluate(focusReport);
  expect(report.problems, `${context} focus on ${report.element}`).toEqual([]);
}

/**
 * Runs in the page: the accessible name (label, aria-label or text) of the focused element, or
 * with `all`, of every element a Tab could reach that is on screen.
 */
function tabStopNames(all: boolean): string[] {
  const nameOf = (el: HTMLElement) => {
    // A React Aria radio's hidden input: its value is the option's name in these forms.
    if (el instanceof HTMLInputElement && el.type === 'radio') return el.value;
    const labelledBy = el.getAttribute('aria-labelledby');
    const fromIds = labelledBy
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : undefined;
    const wrapping = el.closest('label')?.textContent;
    const named = [el.getAttribute('aria-label'), fromIds].filter(Boolean).join(' ');
    return (named || label || wrapping || el.textContent || '').trim();
  };
  if (!all) {
    const el = document.activeElement as HTMLElement | null;
    return !el || el === document.body ? [''] : [nameOf(el)];
  }
  return (
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex], [contenteditable]',
      ),
    ]
      // A negative tabindex is a focus target, not a tab stop: the page's <main> (focused on a
      // route change) once passed for every field, its text holding every label, so tabTo began
      // Tabbing while a field's code was still on its way and went past it.
      .filter((el) => !el.matches(':disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0)
      .map(nameOf)
  );
}

/** The focused element's accessible name as the page computes it (label, aria-label or text). */
const focusedName = async (page: Page) => (await page.evaluate(tabStopNames, false))[0] ?? '';

/** Presses Tab (or Shift+Tab) until the focused element's name matches, checking focus at every stop. */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, maxPresses = 40 } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  // A person Tabs towards what they see: wait until it is on screen (a part of the page may still
  // be loading), then Tab.
  await expect
    .poll(async () => (await page.evaluate(tabStopNames, true)).some(matches), { timeout: STEP_MS })
    .toBe(true);
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page, `Tab ${i + 1} towards ${String(name)}:`);
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`No Tab stop named ${String(name)} within ${maxPresses} presses`);
}

/**
 * Waits until the focused element's name matches, after an action moved focus, then checks it.
 * Pass `{ timeout: SERVER_MS }` for an action that goes to the server first (a submit with an upload).
 */
export async function expectFocusOn(page: Page, name: string | RegExp, { timeout = STEP_MS } = {}) {
  await expect
    .poll(() => focusedName(page), { timeout })
    .toSatisfy((text: string) => (typeof name === 'string' ? text.includes(name) : name.test(text)));
  await expectFocusShown(page, `after moving to ${String(name)}:`);
}

/** Presses an arrow key until the focused element's name matches (radios, tabs), checking each stop. */
export async function arrowTo(page: Page, name: string | RegExp, key = 'ArrowDown', maxPresses = 10) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i <= maxPresses; i += 1) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press(key);
    await expectFocusShown(page, `${key} ${i + 1} towards ${String(name)}:`);
  }
  throw new Error(`No ${key} stop named ${String(name)} within ${maxPresses} presses`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, name);
  // A choice the server rendered is read-only until its code runs: a person waits until it takes
  // typing (forms' useHydrated), then types.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused instanceof HTMLInputElement
            ? !focused.readOnly
            : focused?.getAttribute('aria-readonly') !== 'true';
        }),
      { timeout: STEP_MS },
    )
    .toBe(true);
  await page.keyboard.type(text);
}

/** Tabs to a select's button, opens its list with the keyboard, arrows to the option and picks it. */
export async function selectByKeyboard(page: Page, label: RegExp, option: string) {
  await tabTo(page, label);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  // From the first option down with the arrow keys. Typing the option's name would be shorter, but
  // react-aria's type-ahead forgets what was typed a second after the last key, and a loaded
  // machine's keystrokes came further apart than that: the choice then depended on its speed.
  await page.keyboard.press('Home');
  await arrowTo(page, new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'ArrowDown', 200);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expectFocusOn(page, option);
}

/** Tabs to a file field's button, opens the picker with Enter and chooses these files in it. */
export async function chooseFilesByKeyboard(
  page: Page,
  button: string | RegExp,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await tabTo(page, button);
  // Still there once the field before it has settled (its check on leaving may re-render the form).
  await expectFocusOn(page, button);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(files);
}
