import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A table's filters kept in the address, so a reload, the back button or a shared link shows
 * the same rows. Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Partial<Record<K | 'page', string>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes) as [string, string][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  /** Only the filters that are set, as a call's query takes them. */
  const query = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<
    Record<K, string>
  >;
  return { values, query, page, set };
}

/** The search as typed, sent on only once typing pauses (300 ms). */
export function useDebouncedSearch(initial: string, onSettle: (value: string) => void) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (text.trim() === initial.trim()) return;
    const timer = setTimeout(() => onSettle(text.trim()), 300);
    return () => clearTimeout(timer);
  });
  return [text, setText] as const;
}
