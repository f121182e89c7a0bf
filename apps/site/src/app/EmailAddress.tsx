import { Fragment } from 'react';

/**
 * An e-mail address that a narrow screen wraps only where a reader expects it: after the `@` and
 * before a dot (the Chicago Manual of Style's rule for addresses), never in the middle of a word.
 * The text itself is unchanged; `<wbr>` only offers the break.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
