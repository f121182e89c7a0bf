import { isApiError } from '@review-center/api-client';
import { Spinner } from '@review-center/design-system';
import { useEffect, useState } from 'react';
import { PageMain } from '../../app/PageMain.tsx';

/** Screen 6: the timer ran out and the answers are submitted automatically (product §4). */
export function TimeUpScreen({ submit }: { submit: () => Promise<unknown> }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      submit()
        .then(() => !cancelled && setDone(true))
        .catch((error: unknown) => {
          if (cancelled) return;
          // Already submitted elsewhere: done. Otherwise the answers are on this device: retry.
          if (isApiError(error) && error.kind === 'http' && (error.status === 409 || error.status === 403)) {
            setDone(true);
          } else timer = setTimeout(attempt, 5000);
        });
    };
    attempt();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [submit]);
  return (
    <PageMain title="Time is up" focusTitle>
      {done ? (
        <p>Your answers were submitted automatically. Your result will be sent to your e-mail.</p>
      ) : (
        <Spinner label="Submitting your answers" />
      )}
    </PageMain>
  );
}
