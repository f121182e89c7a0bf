import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content is wider than the element, kept current by a ResizeObserver on
 * the element and on its first child (the content). A region that scrolls must be reachable from
 * the keyboard (axe, scrollable-region-focusable), but one that does not scroll should not be an
 * extra stop in the Tab order; this tells the two apart.
 */
export function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every supported browser has it; a test DOM without layout (jsdom) does not.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
