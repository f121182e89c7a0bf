import { createHandlers, userFixture } from '@review-center/api-client/mocks';
import { DEVICE_MESSAGES } from '@review-center/domain';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { MoveDevicePage } from './MoveDevicePage.tsx';

const server = setupMockApi();

describe('MoveDevicePage', () => {
  it('should move the account here, sign this browser in and offer the account', async () => {
    server.use(...createHandlers({ baseUrl: API }));
    renderPage(<MoveDevicePage user={userFixture._id} token="abc-1" />);
    expect(await screen.findByRole('heading', { name: DEVICE_MESSAGES.moved })).toBeInTheDocument();
    expect(screen.getByText(/The other device was signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(getSessionToken()).toBe(`token-${userFixture._id}`);
  });

  it('should say why a used or expired link moves nothing, and offer to log in', async () => {
    server.use(
      http.post(`${API}/users/:id/device-moves`, () =>
        HttpResponse.json({ message: DEVICE_MESSAGES.moveLinkInvalid }, { status: 404 }),
      ),
    );
    renderPage(<MoveDevicePage user={userFixture._id} token="abc-1" />);
    expect(await screen.findByRole('heading', { name: DEVICE_MESSAGES.moveLinkInvalid })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(getSessionToken()).toBeNull();
  });
});
