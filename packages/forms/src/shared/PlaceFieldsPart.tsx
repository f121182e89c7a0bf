import { citiesOf, findProvince, provinces } from '@review-center/domain/psgc';
import { useMemo } from 'react';
import { FormComboBox } from './ComboBoxPart.tsx';
import type { PlaceFieldsProps } from './PlaceFields.tsx';

const provinceItems = provinces.map((province) => ({ id: province.name, name: province.name }));

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
