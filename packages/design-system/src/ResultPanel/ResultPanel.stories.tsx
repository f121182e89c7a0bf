import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { ResultPanel } from './ResultPanel.tsx';

const meta = {
  title: 'Product/ResultPanel',
  component: ResultPanel,
  tags: ['autodocs'],
  args: { heading: 'ACCOUNT VERIFICATION SUCCESS' },
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verify account, state 0 (product §4): spinner while verifying. */
export const Verifying: Story = {
  args: { status: 'pending', heading: 'Verifying your account', pendingLabel: 'Verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Verifying' })).toBeInTheDocument();
  },
};

export const VerificationSuccess: Story = {
  args: {
    status: 'success',
    heading: 'ACCOUNT VERIFICATION SUCCESS',
    actions: (
      <Link variant="button" href="/login">
        LOGIN
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ACCOUNT VERIFICATION SUCCESS' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
  },
};

export const VerificationFailed: Story = {
  args: {
    status: 'error',
    heading: 'ACCOUNT VERIFICATION FAILED',
    actions: <Button onPress={fn()}>REQUEST NEW LINK</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'REQUEST NEW LINK' })).toHaveFocus();
  },
};

export const VerificationResent: Story = {
  args: {
    status: 'success',
    heading: 'RESEND ACCOUNT VERIFICATION SUCCESS',
    children: <p>We sent another email for verification.</p>,
  },
};

/** Reset password, state -1. */
export const ResetLinkExpired: Story = {
  args: {
    status: 'error',
    heading: 'RESET ACCOUNT PASSWORD',
    children: <p>Link or reset password token expired</p>,
    actions: (
      <Link variant="button" href="/account/forgot-password">
        Request a new link
      </Link>
    ),
  },
};

/** Reset password, state 1. */
export const PasswordChanged: Story = {
  args: {
    status: 'success',
    heading: 'Password Successfully Changed',
    actions: (
      <Link variant="button" href="/login">
        Log in
      </Link>
    ),
  },
};

export const PaymentSuccessful: Story = {
  args: {
    status: 'success',
    heading: 'PAYMENT SUCCESSFUL',
    children: <p>We will e-mail you once the center has verified your payment proof.</p>,
    actions: (
      <Link variant="button" href="/account">
        Go to my account
      </Link>
    ),
  },
};
