import { createHandlers, userFixture } from '@review-center/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';

const server = setupMockApi();
const NOW = 1_800_000_000_000;
const now = () => NOW;

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('should show an expired link as expired, with a way to ask for a new one', () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<ResetPasswordPage user={userFixture._id} token={`abc-${NOW}`} now={now} />);
    expect(screen.getByRole('heading', { name: 'RESET ACCOUNT PASSWORD' })).toBeInTheDocument();
    expect(screen.getByText('Link or reset password token expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toMatch(
      /^\/account\/forgot-password/,
    );
  });

  it('should send the token without its expiry suffix and confirm the change', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/users/change-password-v2`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password changed' });
      }),
      ...createHandlers({ baseUrl: API }),
    );
    renderPage(<ResetPasswordPage user={userFixture._id} token={`a-b-c-${NOW + 1}`} now={now} />);
    await choosePassword('NewPass123');
    expect(await screen.findByText('Password Successfully Changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ user: userFixture._id, token: 'a-b-c', password: 'NewPass123' }]);
  });

  it('should say a refused link was not found', async () => {
    server.use(...createHandlers({ baseUrl: API, failures: { changePassword: 404 } }));
    renderPage(<ResetPasswordPage user={userFixture._id} token={`abc-${NOW + 1}`} now={now} />);
    await choosePassword('NewPass123');
    expect(await screen.findByText('Error - Token / Email was not found')).toBeInTheDocument();
  });

  it.each([
    ['used', 'This reset link was already used. Request a new one if you still need to change your password.'],
    ['expired', 'Link or reset password token expired'],
  ] as const)('should say at once, before a password is typed, that a link was %s', async (state, message) => {
    server.use(
      http.get(`${API}/users/:id/reset-links/:token`, () => HttpResponse.json({ state })),
      ...createHandlers({ baseUrl: API }),
    );
    renderPage(<ResetPasswordPage user={userFixture._id} token={`abc-${NOW + 60_000}`} now={now} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toMatch(
      /^\/account\/forgot-password/,
    );
  });

  it('should not call the API once the link expired while the form was open', async () => {
    const change = vi.fn(() => HttpResponse.json({ message: 'ok' }));
    server.use(http.post(`${API}/users/change-password-v2`, change), ...createHandlers({ baseUrl: API }));
    let clock = NOW;
    renderPage(<ResetPasswordPage user={userFixture._id} token={`abc-${NOW + 1000}`} now={() => clock} />);
    clock = NOW + 1000;
    await choosePassword('NewPass123');
    expect(await screen.findByText('Link or reset password token expired')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });
});
