import { createHandlers } from '@review-center/api-client/mocks';
import { EXAM_REMINDER_MESSAGES } from '@review-center/domain';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '../../app/session.ts';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { UnsubscribePage } from './UnsubscribePage.tsx';

const server = setupMockApi();

describe('UnsubscribePage', () => {
  it('should stop the exam reminders without signing in, say the other e-mails still come, and offer the site', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/exam-reminders/unsubscribe`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: EXAM_REMINDER_MESSAGES.stopped });
      }),
      ...createHandlers({ baseUrl: API }),
    );
    renderPage(<UnsubscribePage reminderKey="k3y-from-the-e-mail" />);
    expect(await screen.findByRole('heading', { name: EXAM_REMINDER_MESSAGES.stopped })).toBeInTheDocument();
    expect(screen.getByText(EXAM_REMINDER_MESSAGES.stoppedDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXAM_REMINDER_MESSAGES.home })).toHaveAttribute('href', '/home');
    expect(sent).toEqual({ key: 'k3y-from-the-e-mail' });
    expect(getSessionToken()).toBeNull();
  });

  it('should say what is wrong with a link that names no one', async () => {
    server.use(
      http.post(`${API}/exam-reminders/unsubscribe`, () =>
        HttpResponse.json({ message: EXAM_REMINDER_MESSAGES.linkInvalid }, { status: 404 }),
      ),
    );
    renderPage(<UnsubscribePage reminderKey="cut-shor" />);
    expect(await screen.findByRole('heading', { name: EXAM_REMINDER_MESSAGES.linkInvalid })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXAM_REMINDER_MESSAGES.home })).toHaveAttribute('href', '/home');
  });
});
