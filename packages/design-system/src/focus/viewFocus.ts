import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Where focus goes when a view changes, in one place for the site, the forms and the staff
 * console (decision 0020, WCAG 2.4.3): a step, a question or a result replaces what was on
 * screen, so the element that had focus is gone and focus would fall to the page's body.
 */

/** Makes a non-interactive target (a heading, a question) focusable from script only, then focuses it. */
function focusTarget(target: HTMLElement) {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus();
}

/** The page's own heading (the first `h1` in `main`), or `main` itself, for when nothing better is left. */
function focusPageHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target) focusTarget(target);
}

/**
 * Focuses the returned ref's element each time `view` changes (a step number, a question id),
 * and when it mounts if `onMount` is set (a result screen that replaced the previous one). The
 * element gets `tabIndex={-1}` from the caller or here, so it is focusable without being a Tab
 * stop; the browser scrolls it into view clear of the sticky header (`scroll-padding`).
 */
export function useFocusOnView<T extends HTMLElement>(
  view: unknown,
  { onMount = false }: { onMount?: boolean } = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The view last focused; a unique start value makes the first run count as a change.
  const focused = useRef<unknown>(onMount ? Symbol('mount') : view);
  useEffect(() => {
    if (Object.is(focused.current, view) || !ref.current) return;
    focused.current = view;
    focusTarget(ref.current);
  }, [view]);
  return ref;
}

/**
 * For a modal layer's content, which mounts when it opens and unmounts when it closes: remembers
 * what had focus at the opening and, once React Aria has restored what it could, puts focus back
 * on that opener or, when it is gone or there was none (a dialog that opened by itself), on the
 * page heading, never leaving it on the body.
 */
export function useReturnFocusOnUnmount() {
  // Read while rendering, before React Aria moves focus into the layer.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      // After React Aria's own restoration, which runs in a frame of its own.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const now = document.activeElement;
          if (now && now !== document.body && now.isConnected) return;
          if (opener?.isConnected && opener !== document.body) opener.focus();
          else focusPageHeading();
        }),
      );
    },
    [opener],
  );
}
