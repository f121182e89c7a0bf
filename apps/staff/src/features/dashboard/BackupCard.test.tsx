// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { BackupStatus } from '@review-center/api-client/contract';
import { createHandlers } from '@review-center/api-client/mocks';
import { BACKUP_WARNINGS } from '@review-center/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupCard, formatSize } from './BackupCard.tsx';

// The card reads the status every 2 s while a backup runs: a wait for its end outlasts Testing
// Library's one second. The bound of the jsdom projects' setup (config/vitest.dom-setup.ts).
configure({ asyncUtilTimeout: 30_000 });

const API = 'http://api.test/api/v2';
const NOW = new Date('2026-11-28T04:30:00.000Z');
const FILE = 'review-center-2026-11-28T04-30-00-000Z.tar';

/**
 * The console's client answers from packages/api-client's MSW handlers (the administrator's
 * scenario, its clock at NOW), through MSW's `getResponse`: the mock API the stories use.
 * A test puts its own handlers first for a state the mock does not reach (a failed backup).
 */
const mock = vi.hoisted(() => ({ handlers: [] as HttpHandler[] }));
vi.mock('../../app/api-client.ts', async () =>
  (await import('../../app/mock-api-client.ts')).mockApiClientModule(() => mock.handlers),
);
/** Every notification, as [title, ok]. */
const notified: [string, boolean | undefined][] = [];
vi.mock('../../app/notify.ts', () => ({
  notify: (title: string, ok?: boolean) => notified.push([title, ok]),
}));

beforeEach(() => {
  mock.handlers = createHandlers({ baseUrl: API, scenario: 'admin', now: () => NOW });
});
afterEach(() => {
  cleanup();
  notified.length = 0;
});

const renderCard = () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BackupCard />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Last backup' }).parentElement!;
};

/** The status read answers these, one a read, the last one from then on. */
function statusReads(...answers: BackupStatus[]) {
  let reads = 0;
  return http.get(`${API}/admin/backups/latest`, () =>
    HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
  );
}

const IDLE: BackupStatus = { latest: null, warning: BACKUP_WARNINGS.none, running: null, lastFailure: null };
const RUNNING: BackupStatus = { ...IDLE, running: { startedAt: NOW.toISOString() } };

describe('the last backup on the dashboard', () => {
  it('should warn when there is none, say a backup runs once started, then show the one written', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    expect(await within(card).findByText(BACKUP_WARNINGS.none)).toBeInTheDocument();
    const button = within(card).getByRole('button', { name: 'Back up now' });
    await user.click(button);

    // Running: said in the card's status region, and the button waits for it.
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Backing up… started Nov 28, 2026, 12:30 PM'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(notified).toEqual([]);

    // Written, at the next read two seconds on.
    expect(await within(card).findByText(`6.2 MB, ${FILE}`)).toBeInTheDocument();
    expect(
      within(card)
        .getByText(/^Taken/)
        .querySelector('time'),
    ).toHaveTextContent('Nov 28, 2026, 12:30 PM');
    expect(within(card).queryByText(BACKUP_WARNINGS.none)).not.toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(notified).toEqual([[`Backup written: ${FILE}`, true]]);
  });

  it('should say why a backup failed, and let the administrator try again', async () => {
    const lastFailure = { at: '2026-11-28T04:30:05.000Z', message: 'The disk is full' };
    mock.handlers.unshift(statusReads(IDLE, RUNNING, { ...IDLE, lastFailure }));
    const user = userEvent.setup();
    const card = renderCard();
    await within(card).findByText(BACKUP_WARNINGS.none);
    await user.click(within(card).getByRole('button', { name: 'Back up now' }));
    expect(await within(card).findByText(/^Backing up…/)).toBeInTheDocument();

    expect(await within(card).findByText('The last backup failed: The disk is full')).toBeInTheDocument();
    expect(notified).toEqual([['No backup was written: The disk is full', false]]);
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(within(card).getByRole('button', { name: 'Back up now' })).not.toHaveAttribute('aria-disabled');
  });

  it('should say so when the server will not start one', async () => {
    mock.handlers = createHandlers({ baseUrl: API, scenario: 'admin', failures: { takeBackup: 409 } });
    const user = userEvent.setup();
    const card = renderCard();
    await within(card).findByText(BACKUP_WARNINGS.none);
    await user.click(within(card).getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(notified).toEqual([['No backup was written: Mock failure 409', false]]));
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it('should show a backup that runs when the page opens, and wait for it', async () => {
    const latest = { fileName: FILE, createdAt: NOW.toISOString(), bytes: 840_000 };
    mock.handlers.unshift(statusReads(RUNNING, { ...IDLE, latest, warning: null }));
    const card = renderCard();
    expect(await within(card).findByText(/^Backing up…/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Back up now' })).toHaveAttribute('aria-disabled', 'true');
    expect(await within(card).findByText(`820 KB, ${FILE}`)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it('should warn when the last backup is more than a day old', async () => {
    const latest = { fileName: FILE, createdAt: NOW.toISOString(), bytes: 6_500_000 };
    mock.handlers.unshift(statusReads({ ...IDLE, latest, warning: BACKUP_WARNINGS.old }));
    const card = renderCard();
    expect(await within(card).findByText(BACKUP_WARNINGS.old)).toBeInTheDocument();
    expect(within(card).getByText(/^6\.2 MB/)).toBeInTheDocument();
  });

  it('should write sizes as a person reads them', () => {
    expect([formatSize(6_500_000), formatSize(840_000), formatSize(10)]).toEqual(['6.2 MB', '820 KB', '1 KB']);
  });
});
