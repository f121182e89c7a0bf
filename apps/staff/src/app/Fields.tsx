import { DescriptionList } from '@review-center/design-system';
import { Fragment, type ReactNode } from 'react';

/**
 * A record's fields described as data: each term with its value, in order; a null value is left
 * out. The design system's DescriptionList, in two columns where there is room.
 */
export function FieldList({ fields }: { fields: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <DescriptionList
      columns={2}
      items={fields.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]))}
    />
  );
}

/** Values one under the other in one field or cell: a name, then an e-mail. */
export const lines = (...values: ReactNode[]) =>
  values.map((value, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {value}
    </Fragment>
  ));
