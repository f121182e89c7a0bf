import { createHandlers, userFixture } from '@review-center/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';

const server = setupMockApi();

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('should confirm the e-mail was sent and advise checking spam', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<ForgotPasswordPage />);
    await ask(userFixture.email);
    expect(await screen.findByText(/check your spam folder/)).toBeInTheDocument();
  });

  it('should say an unknown e-mail is not registered', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<ForgotPasswordPage />);
    await ask('nobody@example.ph');
    expect(await screen.findByText('Error - Email not registered, please check and try again')).toBeInTheDocument();
  });

  it('should explain that the link expired when sent from an expired reset link', () => {
    renderPage(<ForgotPasswordPage />, { path: '/account/forgot-password', at: '/account/forgot-password?expired' });
    expect(screen.getByText('Link or reset password token expired')).toBeInTheDocument();
  });
});
