import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { reviewCenterTheme } from '../tokens/theme.ts';
import { Button } from './Button.tsx';

const renderButton = (ui: React.ReactElement) => render(<ThemeProvider theme={reviewCenterTheme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('should call onPress when activated by pointer or keyboard', async () => {
    const onPress = vi.fn();
    renderButton(<Button onPress={onPress}>Next</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('should not submit twice while pending', async () => {
    const onPress = vi.fn();
    renderButton(
      <Button isPending onPress={onPress}>
        Submit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
