import { lazyPart, PartStandIn } from './lazyPart.tsx';
import type { PlaceFieldsProps } from './PlaceFieldsPart.tsx';

export type { PlaceFieldsProps };

/**
 * The address's province and city. The Philippine place list and React Aria's combo box (with its
 * virtualized list) load once the fields are on screen, not with the page (decision 0044).
 */
export const PlaceFields = lazyPart<PlaceFieldsProps>(
  async () => (await import('./PlaceFieldsPart.tsx')).PlaceFields,
  ({ field }) => (
    <>
      {field('province', ({ label }) => (
        <PartStandIn label={label} description="Metro Manila for the National Capital Region." />
      ))}
      {field('city', ({ label }) => (
        <PartStandIn label={label} />
      ))}
    </>
  ),
);
