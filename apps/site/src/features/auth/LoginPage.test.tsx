import { createHandlers, MOCK_PASSWORD, userFixture } from '@review-center/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES, ERROR_MESSAGES } from '@review-center/domain';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '../../app/session.ts';
import { LoginPage } from './LoginPage.tsx';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';

const server = setupMockApi();

async function logIn(password: string, at = '/login') {
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: '/login', at });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), userFixture.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it.each([
    ['a wrong password', {}, 'wrongpass1', 'Error - Invalid Email / Password'],
    ['no network', { signIn: 'network' as const }, MOCK_PASSWORD, 'Error - No network connection'],
    ['a server error', { signIn: 500 }, MOCK_PASSWORD, 'Error - Something went wrong, please try again'],
  ])(
    'should tell the user about %s with the spec message, beside the form too',
    async (_case, failures, password, message) => {
      server.use(...createHandlers({ baseUrl: API, failures }));
      await logIn(password);
      // Inline, not only in the notification that closes after 7 s.
      expect(await within(screen.getByRole('form', { name: 'Login' })).findByText(message)).toBeInTheDocument();
      expect(getSessionToken()).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    },
  );

  it('should refuse another device with the message and offer to move the account here (decision 0068)', async () => {
    server.use(...createHandlers({ baseUrl: API, failures: { signIn: 409 } }));
    await logIn(MOCK_PASSWORD);
    const form = screen.getByRole('form', { name: 'Login' });
    expect(await within(form).findByText(ERROR_MESSAGES.deviceNotRegistered)).toBeInTheDocument();
    expect(getSessionToken()).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Move my account to this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DEVICE_MESSAGES.moveSent);
    expect(screen.queryByRole('button', { name: 'Move my account to this device' })).not.toBeInTheDocument();
  });

  it('should start the session and go to /home on success', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    await logIn(MOCK_PASSWORD);
    expect(await screen.findByText('/home')).toBeInTheDocument();
    expect(getSessionToken()).toBe(`token-${userFixture._id}`);
  });

  it('should return the reviewee to the page that sent them to log in (decision 0036)', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    await logIn(MOCK_PASSWORD, `/login?next=${encodeURIComponent('/enrollments/e1/payments?from=mail')}`);
    expect(await screen.findByText('/enrollments/e1/payments?from=mail')).toBeInTheDocument();
  });

  it('should go to /home, not to another site, when the destination is not a path of this one', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    await logIn(MOCK_PASSWORD, `/login?next=${encodeURIComponent('//evil.example/account')}`);
    expect(await screen.findByText('/home')).toBeInTheDocument();
  });

  it('should keep the destination on the way to registering', () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<LoginPage />, { path: '/login', at: '/login?next=%2Fexams%2Fgen-ed' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?next=%2Fexams%2Fgen-ed');
  });

  it('should offer the forgot-password link and the register button', () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
