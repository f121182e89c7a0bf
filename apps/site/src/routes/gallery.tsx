import { PageMain } from '../app/PageMain.tsx';

/** Product §2: "The gallery page content is not shown." The route exists with a heading and a note. */
export function Component() {
  return (
    <PageMain title="Gallery">
      <p>Photos from our review classes will be shown here soon.</p>
    </PageMain>
  );
}
