import { TextField } from '@review-center/design-system';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** What a part's stand-in shows while its code loads: the field's own label and help. */
export interface PartTexts {
  /** The field's label, shown over the stand-in as over the field. */
  label?: ReactNode;
  /** The field's help text, shown under the stand-in as under the field. */
  description?: ReactNode;
}

/** Every part's loader, so preloadFormParts can fetch them all (tests, the server's rendering). */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A field whose code (React Aria's date picker, combo box or select, the Philippine place list)
 * loads once the field is on screen, not with the page (decision 0044). Until it has loaded the
 * field's label stands over a disabled input of the same size, so nothing moves when it arrives.
 * Once loaded (or preloaded) it renders at once. The server preloads every part: its HTML holds
 * the real field inside a Suspense boundary, which the browser keeps on screen and hydrates when
 * the part's code has arrived.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P) => ReactNode = (props) => <PartStandIn {...(props as PartTexts)} />,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.push(start);
  const Lazy = lazy(async () => ({ default: await start() }));
  function Part(props: P) {
    // Chosen once per field: a field that mounted through Lazy keeps it after the code arrives.
    // Switching to the loaded component would be a different element type, so React would unmount
    // the field and mount a new one, and a field with shouldUnregister would lose its value (a
    // schedule chosen, then "Schedule is required" on Next).
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={standIn(props)}>
        <Shown {...props} />
      </Suspense>
    );
  }
  return Part;
}

/** A disabled text field under the part's label: the same height as the field to come. */
export function PartStandIn({ label, description }: PartTexts) {
  return <TextField label={label ?? ''} description={description} isDisabled value="" />;
}

/**
 * Loads every lazily loaded part of the forms whose module has been imported (the package index
 * imports them all), so they render at once: for the server's HTML (entry-server), tests and stories.
 */
export async function preloadFormParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
