import { toFailure } from '@review-center/api-client';
import { Spinner } from '@review-center/design-system';
import { messageFor } from '@review-center/domain';
import { PageMain } from './PageMain.tsx';

/** A whole page waiting for what it shows. */
export function PageLoading({ label }: { label: string }) {
  return (
    <PageMain>
      <Spinner label={label} />
    </PageMain>
  );
}

/** A whole page whose data could not be loaded: its title and the generic message (product §8). */
export function PageLoadFailed({ title, error }: { title: string; error: unknown }) {
  return (
    <PageMain>
      <h1>{title}</h1>
      <p role="alert">{messageFor('generic', toFailure(error))}</p>
    </PageMain>
  );
}
