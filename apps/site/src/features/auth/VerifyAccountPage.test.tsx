import { createHandlers, userFixture } from '@review-center/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { VerifyAccountPage } from './VerifyAccountPage.tsx';

const server = setupMockApi();
const NOW = 1_800_000_000_000;
const now = () => NOW;
const page = (token: string) => <VerifyAccountPage user={userFixture._id} token={token} now={now} />;

describe('VerifyAccountPage', () => {
  it('should verify a valid link and offer to log in', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(page(`abc-${NOW + 60_000}`));
    expect(await screen.findByRole('heading', { name: 'ACCOUNT VERIFICATION SUCCESS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['at its expiry', `abc-${NOW}`],
    ['past its expiry', `abc-${NOW - 1}`],
    ['without an expiry', 'abc'],
  ])('should fail a link %s without calling the API', async (_case, token) => {
    const verify = vi.fn(() => HttpResponse.json({ message: 'ok' }));
    server.use(http.post(`${API}/users/:id/verify`, verify), ...createHandlers({ baseUrl: API }));
    renderPage(page(token));
    expect(await screen.findByRole('heading', { name: 'ACCOUNT VERIFICATION FAILED' })).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('should send another link after a refused verification', async () => {
    server.use(...createHandlers({ baseUrl: API, failures: { verifyUser: 404 } }));
    renderPage(page(`abc-${NOW + 60_000}`));
    await userEvent.click(await screen.findByRole('button', { name: 'REQUEST NEW LINK' }));
    expect(
      await screen.findByRole('heading', {
        name: 'RESEND ACCOUNT VERIFICATION SUCCESS - We sent another email for verification.',
      }),
    ).toBeInTheDocument();
  });

  it('should show the generic message when the new link cannot be sent', async () => {
    server.use(...createHandlers({ baseUrl: API, failures: { verifyUser: 404, resendVerification: 500 } }));
    renderPage(page(`abc-${NOW + 60_000}`));
    await userEvent.click(await screen.findByRole('button', { name: 'REQUEST NEW LINK' }));
    expect(await screen.findByText('Error - Something went wrong, please try again')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ACCOUNT VERIFICATION FAILED' })).toBeInTheDocument();
  });
});
