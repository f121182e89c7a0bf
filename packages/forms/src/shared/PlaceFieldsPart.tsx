import { citiesOf, findProvince, provinces } from '@review-center/domain/psgc';
import { useMemo, type ReactNode } from 'react';
import { FormComboBox } from './ComboBoxPart.tsx';
import type { Control } from 'react-hook-form';
import type { ProfileFormValues } from './values.ts';

const provinceItems = provinces.map((province) => ({ id: province.name, name: province.name }));

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
 * Province and city, each a combo box over the PSGC list; the cities are those of the chosen
 * province only (Metro Manila is region NCR in the PSGC list). Loaded with the list (PlaceFields).
 */
export function PlaceFields({ field, province, clearCity }: PlaceFieldsProps) {
  const provinceKey = typeof province === 'string' ? findProvince(province)?.key : undefined;
  const cityItems = useMemo(
    () => [...new Set(citiesOf(provinceKey ?? '').map((city) => city.name))].map((name) => ({ id: name, name })),
    [provinceKey],
  );
  return (
    <>
      {field('province', (bound) => (
        <FormComboBox
          {...bound}
          items={provinceItems}
          description="Metro Manila for the National Capital Region."
          onSelect={clearCity}
        />
      ))}
      {field('city', (bound) => (
        <FormComboBox {...bound} items={cityItems} emptyText={provinceKey ? 'No matches' : 'Choose a province first'} />
      ))}
    </>
  );
}
