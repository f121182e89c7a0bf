import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/** A record's fields as a term–value list; a long address or title wraps instead of overflowing. */
const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--ds-space-1) var(--ds-space-3);
  margin: 0;

  dt {
    font-weight: var(--ds-font-weight-bold);
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

/** A record's fields described as data: each term with its value, in order; a null value is left out. */
export function FieldList({ fields }: { fields: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <Fields>
      {fields.map(([term, value]) =>
        value === null ? null : (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </Fields>
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
