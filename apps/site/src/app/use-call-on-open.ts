import { useEffect, useRef } from 'react';

/**
 * Makes an e-mailed link's one call when its page opens (verify, move device, stop exam
 * reminders), unless `skip`. A link may work only once: StrictMode's second effect run and any
 * later render never call it again.
 */
export function useCallOnOpen(call: () => void, { skip = false }: { skip?: boolean } = {}) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current || skip) return;
    called.current = true;
    call();
  }, [call, skip]);
}
