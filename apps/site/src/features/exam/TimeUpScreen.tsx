import { isApiError } from '@review-center/api-client';
import { PAGE_MESSAGES } from '@review-center/domain';
import { Spinner } from '@review-center/design-system';
import { useEffect, useState } from 'react';
import { PageMain } from '../../app/PageMain.tsx';

/**
 * Screen 6: the timer ran out and the answers are submitted automatically (product §4). A try
 * that fails is repeated every 5 s, and at once when the device comes back online; meanwhile the
 * screen says the answers are kept and what happens next.
 */
export function TimeUpScreen({ submit }: { submit: () => Promise<unknown> }) {
  const [state, setState] = useState<'sending' | 'retrying' | 'done'>('sending');
  useEffect(() => {
    let cancelled = false;
    // One try at a time, none once done: coming back online during a try, or after the end,
    // sends nothing more.
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (busy || cancelled) return;
      busy = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      submit()
        .then(() => {
          if (cancelled) return;
          cancelled = true;
          setState('done');
        })
        .catch((error: unknown) => {
          busy = false;
          if (cancelled) return;
          // Already submitted elsewhere: done. Otherwise the answers are on this device: retry.
          if (isApiError(error) && error.kind === 'http' && (error.status === 409 || error.status === 403)) {
            cancelled = true;
            setState('done');
          } else {
            setState('retrying');
            timer = setTimeout(attempt, 5000);
          }
        });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      cancelled = true;
      window.removeEventListener('online', attempt);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [submit]);
  return (
    <PageMain title="Time is up" focusTitle>
      {state === 'done' ? (
        <p>Your answers were submitted automatically. Your result will be sent to your e-mail.</p>
      ) : (
        <>
          <Spinner label="Submitting your answers" />
          {state === 'retrying' ? (
            <p role="status">{navigator.onLine ? PAGE_MESSAGES.examSubmitRetrying : PAGE_MESSAGES.examSubmitOffline}</p>
          ) : null}
        </>
      )}
    </PageMain>
  );
}
