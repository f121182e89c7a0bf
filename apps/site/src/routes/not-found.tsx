import { NotFound } from '@review-center/design-system';
import { PAGE_MESSAGES } from '@review-center/domain';
import { PageMain } from '../app/PageMain.tsx';
import { paths } from '../app/paths.ts';

/** Unknown addresses (product §2 "404 page"). */
export function Component() {
  return (
    <PageMain>
      <NotFound message={PAGE_MESSAGES.notFound} homeHref={paths.home} />
    </PageMain>
  );
}
