import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../app.ts';
import { registerUser, testConfig } from '../../testing/app.ts';
import { backupFileName } from '../backup/backup.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

describe('health, readiness and metrics', () => {
  it('should say the process is live and ready, with the outbox backlog', async () => {
    expect(await (await t.app.request('/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      missing: [],
      outbox: { pending: 0, failed: 0 },
    });
  });

  it('should count requests and their latency by route pattern, not by raw path, in Prometheus text', async () => {
    const user = await registerUser(t);
    await t.request('GET', `/users/${user.id}/enrollments`, { token: user.token });
    await t.request('GET', '/no-such-route');
    const response = await t.app.request('/metrics');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/v2/users/:id/enrollments",status="200"} 1');
    expect(text).toContain('http_requests_total{method="POST",route="/api/v2/users/register",status="200"} 1');
    expect(text).not.toContain(user.id);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/api/v2/users/:id/enrollments",le="+Inf"} 1',
    );
    expect(text).toContain('outbox_messages{status="pending"} 0');
    // No backup folder configured (as in API tests): no backup gauge.
    expect(text).not.toContain('backup_last_timestamp_seconds');
  });

  it('should give the newest backup’s time, 0 before the first, where backups are set up', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'review-center-metrics-'));
    try {
      const folder = path.join(work, 'backups');
      const app = createApp({
        db: t.db,
        config: { ...testConfig, backups: { folder, dataDir: work, outboxDir: path.join(work, 'outbox') } },
      });
      const gauge = async () =>
        /^backup_last_timestamp_seconds (\S+)$/m.exec(await (await app.request('/metrics')).text())?.[1];
      expect(await gauge()).toBe('0');
      await mkdir(folder);
      await writeFile(path.join(folder, backupFileName(new Date('2026-11-28T01:44:53.447Z'))), 'x');
      expect(await gauge()).toBe(String(Date.parse('2026-11-28T01:44:53.447Z') / 1000));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
