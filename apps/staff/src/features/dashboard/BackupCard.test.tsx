// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { api } from '@review-center/api-client';
import type { BackupStatus } from '@review-center/api-client/contract';
import { BACKUP_WARNINGS } from '@review-center/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupCard, formatSize } from './BackupCard.tsx';

const TAKEN: BackupStatus = {
  latest: {
    fileName: 'review-center-2026-11-28T04-30-00-000Z.tar',
    createdAt: '2026-11-28T04:30:00.000Z',
    bytes: 6_500_000,
  },
  warning: null,
};

let status: BackupStatus = { latest: null, warning: BACKUP_WARNINGS.none };
vi.mock('../../app/api-client.ts', () => ({
  apiClient: {
    call: (endpoint: unknown) => {
      if (endpoint === api.takeBackup) status = TAKEN;
      return Promise.resolve(status);
    },
  },
}));

afterEach(() => {
  cleanup();
  status = { latest: null, warning: BACKUP_WARNINGS.none };
});

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BackupCard />
    </QueryClientProvider>,
  );

describe('the last backup on the dashboard', () => {
  it('should warn when there is none, and show the one taken with “Back up now”', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(BACKUP_WARNINGS.none)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const time = await screen.findByText('Nov 28, 2026, 12:30 PM');
    expect(time.tagName).toBe('TIME');
    expect(screen.getByText(`6.2 MB, ${TAKEN.latest!.fileName}`)).toBeInTheDocument();
    expect(screen.queryByText(BACKUP_WARNINGS.none)).not.toBeInTheDocument();
  });

  it('should warn when the last backup is more than a day old', async () => {
    status = { ...TAKEN, warning: BACKUP_WARNINGS.old };
    renderCard();
    const card = (await screen.findByRole('heading', { name: 'Last backup' })).parentElement!;
    expect(await within(card).findByText(BACKUP_WARNINGS.old)).toBeInTheDocument();
    expect(within(card).getByText(/^6\.2 MB/)).toBeInTheDocument();
  });

  it('should write sizes as a person reads them', () => {
    expect([formatSize(6_500_000), formatSize(840_000), formatSize(10)]).toEqual(['6.2 MB', '820 KB', '1 KB']);
  });
});
