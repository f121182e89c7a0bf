import { type ComponentType, createElement } from 'react';
import { composeRenderProps } from 'react-aria-components';

/** The caller's `className` of a React Aria component: a string or a render prop. */
type ClassNameOf<P> = P extends { className?: infer C } ? C : never;

/** What the styled wrapper of a `styleable` component takes besides its own props. */
export type StyleableProps<P> = P & {
  /** The caller's className, composed after the styled class (never through styled-components). */
  renderClassName?: ClassNameOf<P>;
};

/**
 * A React Aria component that styled-components can wrap without breaking a `className` render
 * prop. styled-components joins `className` into a string, which would turn a function into its
 * source text; so each design-system component hands the caller's className over as
 * `renderClassName`, and this composes it after the styled class with `composeRenderProps`.
 */
export function styleable<P extends { className?: unknown }>(Component: ComponentType<P>) {
  function Styleable({ className, renderClassName, ...props }: StyleableProps<P>) {
    const composed = composeRenderProps(
      renderClassName as string | ((values: object) => string) | undefined,
      (own: string | undefined) => (own ? `${String(className)} ${own}` : String(className)),
    );
    return createElement(Component, { ...props, className: composed } as unknown as P);
  }
  Styleable.displayName = `Styleable(${Component.displayName ?? Component.name})`;
  return Styleable;
}
