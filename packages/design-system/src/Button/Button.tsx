import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StyledButton } from './Button.styles.ts';

export interface ButtonProps extends AriaButtonProps {
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
export function Button({ variant = 'primary', size = 'md', children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} data-variant={variant} data-size={size}>
      {(renderProps) => (
        <>
          {renderProps.isPending ? <Spinner label="" /> : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </StyledButton>
  );
}
