import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the field's code has run its first effects, true after. A
 * choice the server rendered (a combo box, a date) cannot take typing before then: what a person
 * typed into its bare HTML would be lost when React takes it over, and a key pressed in the
 * moment React hydrates it could be undone by the field's own first effects. Until then it is
 * read-only.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
