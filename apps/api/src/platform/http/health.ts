import type { Context, Hono } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'kysely';
import { listBackups } from '../backup/schedule.ts';
import { migrations } from '../db/migrations/index.ts';
import type { Deps } from './deps.ts';

/** Upper bounds of the latency histogram's buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A label value as the text format writes it. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Request metrics in Prometheus's text format (decision 0031): counts and a latency histogram
 * per method and route pattern (never the raw path: ids would make a series each), and the
 * outbox's pending and failed messages, read from the database when scraped, and when the last
 * backup was taken. A few lines of text: written here rather than through a client library.
 */
export function requestMetrics(deps: Pick<Deps, 'db' | 'config'>) {
  const counts = new Map<string, number>();
  const histograms = new Map<string, { buckets: number[]; sum: number; count: number }>();
  return {
    observe(c: Context, seconds: number) {
      const route = label(routePath(c));
      const series = `method="${c.req.method}",route="${route}"`;
      const counted = `${series},status="${c.res.status}"`;
      counts.set(counted, (counts.get(counted) ?? 0) + 1);
      let histogram = histograms.get(series);
      if (!histogram) histograms.set(series, (histogram = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }));
      BUCKETS.forEach((bound, index) => {
        if (seconds <= bound) histogram.buckets[index]! += 1;
      });
      histogram.sum += seconds;
      histogram.count += 1;
    },
    async text(): Promise<string> {
      const lines = ['# HELP http_requests_total Requests answered, by method, route pattern and status'];
      lines.push('# TYPE http_requests_total counter');
      for (const [series, count] of counts) lines.push(`http_requests_total{${series}} ${count}`);
      lines.push('# HELP http_request_duration_seconds Time to answer, by method and route pattern');
      lines.push('# TYPE http_request_duration_seconds histogram');
      for (const [series, { buckets, sum, count }] of histograms) {
        BUCKETS.forEach((bound, index) =>
          lines.push(`http_request_duration_seconds_bucket{${series},le="${bound}"} ${buckets[index]}`),
        );
        lines.push(`http_request_duration_seconds_bucket{${series},le="+Inf"} ${count}`);
        lines.push(`http_request_duration_seconds_sum{${series}} ${sum}`);
        lines.push(`http_request_duration_seconds_count{${series}} ${count}`);
      }
      const backlog = await outboxBacklog(deps);
      lines.push('# HELP outbox_messages E-mail in the outbox waiting to be sent (pending) or given up (failed)');
      lines.push('# TYPE outbox_messages gauge');
      lines.push(`outbox_messages{status="pending"} ${backlog.pending}`);
      lines.push(`outbox_messages{status="failed"} ${backlog.failed}`);
      // Alert when it is more than a day behind (docs/operations.md#checks-and-alerts): the schedule stopped.
      if (deps.config.backups) {
        const [newest] = await listBackups(deps.config.backups.folder);
        lines.push('# HELP backup_last_timestamp_seconds When the newest backup in BACKUP_DIR was taken; 0 for none');
        lines.push('# TYPE backup_last_timestamp_seconds gauge');
        lines.push(`backup_last_timestamp_seconds ${newest ? newest.createdAt.getTime() / 1000 : 0}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

async function outboxBacklog(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db
    .selectFrom('outbox_messages')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: count('pending'), failed: count('failed') };
}

/**
 * `/health`: the process answers (a load balancer restarts it otherwise). `/ready`: it can
 * serve: the database answers and every migration is applied (503 otherwise, and the balancer
 * sends it nothing). The outbox backlog is reported, not judged: a mail server's outage must
 * not take every process out of service. `/metrics`: Prometheus text; keep it behind your proxy.
 */
export function healthRoutes(app: Hono, deps: Pick<Deps, 'db'>, metrics: ReturnType<typeof requestMetrics>) {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(deps.db);
      const names = new Set(applied.rows.map((row) => row.name));
      const missing = Object.keys(migrations).filter((name) => !names.has(name));
      const outbox = await outboxBacklog(deps);
      const ready = missing.length === 0;
      return c.json(
        { status: ready ? 'ready' : 'migrations pending', database: 'ok', missing, outbox },
        ready ? 200 : 503,
      );
    } catch (error) {
      return c.json({ status: 'database unreachable', database: String(error) }, 503);
    }
  });
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text(await metrics.text(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  });
}
