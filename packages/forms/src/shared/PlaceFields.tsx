import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { lazyPart, PartStandIn } from './lazyPart.tsx';
import type { ProfileFormValues } from './values.ts';

type PlaceField = 'province' | 'city';

export interface PlaceFieldsProps {
  /** ProfileFields' own: a known field read-only, a missing one asked with `ask`. */
  field: <K extends PlaceField>(
    key: K,
    ask: (bound: { control: Control<ProfileFormValues>; name: K; label: string }) => ReactNode,
  ) => ReactNode;
  /** The province chosen or known, by name. */
  province: unknown;
  /** Called when a province is picked: the city chosen before may not be in it. */
  clearCity: () => void;
}

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
