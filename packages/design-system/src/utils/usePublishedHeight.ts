import { type RefObject, useEffect } from 'react';

/**
 * Publishes the element's height as a custom property on the root element (`--ds-header-height`,
 * `--ds-toast-stack-height`), kept current by a ResizeObserver, so page-wide CSS such as
 * `scroll-padding` can keep clear of it (decision 0020). The property goes with the element.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property: `--${string}`) {
  useEffect(() => {
    const element = ref.current;
    // Every supported browser has it; a test DOM without layout (jsdom) does not.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(property, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
