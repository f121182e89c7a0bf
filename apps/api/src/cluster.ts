/**
 * Several API processes on one machine (README "Scaling", decision 0031): the primary forks
 * `API_WORKERS` copies of server.ts (default: one per core) that share the port; node's cluster
 * module hands them the connections. Everything they share is in PostgreSQL, so any worker can
 * answer any request. A worker that dies is replaced; SIGTERM or SIGINT stops each gracefully.
 *
 *   DATABASE_URL=postgres://… API_WORKERS=2 node --conditions=@review-center/source apps/api/src/cluster.ts
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

if (cluster.isPrimary) {
  const count = Number(process.env.API_WORKERS || availableParallelism());
  if (!Number.isInteger(count) || count < 1) throw new Error('API_WORKERS must be a whole number of at least 1');
  // The embedded database is a folder one process opens: several need a PostgreSQL server.
  if (count > 1 && !process.env.DATABASE_URL) {
    throw new Error('Several API processes need DATABASE_URL (PostgreSQL); the embedded database serves one');
  }
  let stopping = false;
  // One at a time: the first migrates and seeds a fresh database before the next starts.
  const fork = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve());
      worker.once('exit', () => resolve());
    });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.log(JSON.stringify({ worker: worker.process.pid, exited: code ?? signal, replaced: true }));
    void fork();
  });
  for (let i = 0; i < count; i += 1) await fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} else {
  await import('./server.ts');
}
