import type { RefAttributes } from 'react';
import { type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StyledButton } from './Button.styles.ts';

export interface ButtonProps extends AriaButtonProps, RefAttributes<HTMLButtonElement> {
  /**
   * Visual emphasis.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'accent' | 'danger';
  /**
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A button on react-aria-components: press, keyboard and focus handling come from React Aria.
 * While `isPending`, it shows a spinner, keeps focus and ignores presses.
 */
export function Button({ variant = 'primary', size = 'md', className, children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} renderClassName={className} data-variant={variant} data-size={size}>
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending ? <Spinner label="" /> : null}
          {children}
        </>
      ))}
    </StyledButton>
  );
}
