import { type Ref, type RefCallback, useMemo } from 'react';

/**
 * One ref callback filling every given ref: a component's own ref and the one its caller
 * passed. Stable while the refs are, so React does not detach and re-attach on each render.
 */
export function useMergedRef<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useMemo(
    () => (value: T | null) => {
      const cleanups = refs.map((ref) => {
        if (typeof ref === 'function') return ref(value);
        if (ref) ref.current = value;
        return undefined;
      });
      return () => {
        refs.forEach((ref, index) => {
          const cleanup = cleanups[index];
          if (typeof cleanup === 'function') cleanup();
          else if (typeof ref === 'function') ref(null);
          else if (ref) ref.current = null;
        });
      };
    },
    // The refs themselves are the dependencies.
    refs,
  );
}
