/**
 * Exam load benchmark (docs/architecture.md#exam-load): N reviewees start the same exam within a minute, each saves
 * an answer every 10 seconds for M minutes (about 500 saves a second at 5,000 users), then all
 * submit within a minute. Prints throughput, p50/p95/p99 latency and errors of starts, saves
 * and submits, then checks through the API that every answer sent is stored.
 *
 *   pnpm bench:exam-load                                   5,000 users, 3 minutes, PGlite
 *   pnpm bench:exam-load --users 200 --minutes 0.5         smoke run
 *   pnpm bench:exam-load --pg postgres://postgres@127.0.0.1:5432/exam_load
 *   pnpm bench:exam-load --pg … --processes 2               two API processes, users split between them
 *   pnpm bench:exam-load --pg … --processes 2 --kill-at 90  and kill -9 of the second after 90 s
 *   pnpm bench:exam-load --users 200 --minutes 0.5 --shuffle  the exam shuffles questions and options
 *                                                        and has a per-attempt time limit (decision 0050)
 *
 * With --pg, give a fresh, empty database: the API migrates and seeds it. With several processes
 * the load generator plays the load balancer: reviewee i calls process i mod N, and once a
 * process is killed its reviewees call the others (requests in flight to it fail, unacknowledged).
 * At the end it counts the result e-mails in the outbox: each completed attempt exactly once.
 *
 * Accounts: registering 5,000 reviewees through POST /users/register would measure scrypt
 * (and hit the per-address rate limit of 10 per 15 minutes), not exams. So the reviewees and
 * their sessions are written straight into the database with the API's own modules before the
 * server starts (as its admin CLI does), and every exam call then goes over HTTP.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SOURCE_CONDITION } from '../../config/vite.shared.ts';
import { startApi, type RunningApi } from '../lib/api-server.ts';

const EXAM_ID = 'exam-gened-mock-1';
const LABELS = ['A', 'B', 'C', 'D'] as const;
const SAVE_EVERY_MS = 10_000;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '5000' },
    minutes: { type: 'string', default: '3' },
    pg: { type: 'string' },
    processes: { type: 'string', default: '1' },
    'kill-at': { type: 'string' },
    'seed-into': { type: 'string' },
    'count-mail': { type: 'string' },
    shuffle: { type: 'boolean', default: false },
  },
});

interface BenchUser {
  id: string;
  token: string;
}

/**
 * Seed mode (a child process with the source condition, so the API's modules resolve): the
 * API's migrations and demo seed, then the benchmark's reviewees and sessions.
 */
async function seedInto(dataDir: string, users: number, databaseUrl: string | undefined, shuffle: boolean) {
  const { openDatabase } = await import('../../apps/api/src/platform/db/database.ts');
  const { seed } = await import('../../apps/api/src/demo/seed.ts');
  const { hashToken } = await import('../../apps/api/src/platform/auth/tokens.ts');
  const db = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
  await seed(db, { demo: true });
  // The demo's exam that opens tomorrow would send its reminder to every reviewee below in the
  // run's first minute (decision 0091): another exam's event, not this one's saves. A week on.
  const DAY_MS = 24 * 60 * 60 * 1000;
  await db
    .updateTable('exam_templates')
    .set({ available_from: new Date(Date.now() + 7 * DAY_MS), available_until: new Date(Date.now() + 8 * DAY_MS) })
    .where('id', '=', 'exam-gened-upcoming')
    .execute();
  if (shuffle) {
    // A time limit longer than the run: every save takes the time-limit check, none is refused.
    await db
      .updateTable('exam_templates')
      .set({ shuffle_questions: true, shuffle_options: true, has_time_limit: true, duration: 1440 })
      .where('id', '=', EXAM_ID)
      .execute();
  }
  const run = randomBytes(4).toString('hex');
  const created: BenchUser[] = Array.from({ length: users }, (_, i) => ({
    id: `bench-${run}-${i}`,
    token: randomBytes(24).toString('base64url'),
  }));
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  for (let i = 0; i < created.length; i += 500) {
    const batch = created.slice(i, i + 500);
    await db
      .insertInto('users')
      .values(
        batch.map((u, j) => ({
          id: u.id,
          email: `bench+${run}-${i + j}@example.ph`,
          // No password: these reviewees only ever use the session written below.
          password_hash: '!',
          verified: true,
          profile: JSON.stringify({ firstName: 'Bench', lastName: `Reviewee ${i + j}` }),
        })),
      )
      .execute();
    await db
      .insertInto('sessions')
      .values(batch.map((u) => ({ token_hash: hashToken(u.token), user_id: u.id, expires_at: expires })))
      .execute();
  }
  await db.destroy();
  await writeFile(path.join(dataDir, 'bench-users.json'), JSON.stringify(created));
}

/**
 * Count mode (a child process, after the servers stopped): how many result e-mails the outbox
 * holds per reviewee, and how many are still pending.
 */
async function countMail(dataDir: string, databaseUrl: string | undefined) {
  const { openDatabase } = await import('../../apps/api/src/platform/db/database.ts');
  const db = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['to', 'status', db.fn.countAll<string>().as('count')])
    .where('subject', 'like', 'Your result%')
    .groupBy(['to', 'status'])
    .execute();
  await db.destroy();
  const perReviewee = new Map<string, number>();
  for (const row of rows) perReviewee.set(row.to, (perReviewee.get(row.to) ?? 0) + Number(row.count));
  const counts = [...perReviewee.values()];
  const result = {
    reviewees: perReviewee.size,
    once: counts.filter((n) => n === 1).length,
    more: counts.filter((n) => n > 1).length,
    sent: rows.filter((r) => r.status === 'sent').reduce((a, r) => a + Number(r.count), 0),
    pending: rows.filter((r) => r.status === 'pending').reduce((a, r) => a + Number(r.count), 0),
  };
  await writeFile(path.join(dataDir, 'bench-mail.json'), JSON.stringify(result));
}

if (values['seed-into']) {
  await seedInto(values['seed-into'], Number(values.users), values.pg, values.shuffle);
  process.exit(0);
}
if (values['count-mail']) {
  await countMail(values['count-mail'], values.pg);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------

const users = Number(values.users);
const minutes = Number(values.minutes);
const processCount = Number(values.processes);
const killAtMs = values['kill-at'] ? Number(values['kill-at']) * 1000 : undefined;
if (!(users > 0) || !(minutes >= 0) || !(processCount >= 1) || (killAtMs !== undefined && !(killAtMs >= 0))) {
  throw new Error('Usage: exam-load.ts [--users N] [--minutes M] [--pg URL] [--processes N] [--kill-at SECONDS]');
}
if (processCount > 1 && !values.pg) throw new Error('Several processes need --pg: the embedded database serves one');
if (killAtMs !== undefined && processCount < 2) throw new Error('--kill-at needs --processes 2 or more');
// Starts and submits are spread over a minute (less in a run shorter than a minute).
const spreadMs = Math.min(60_000, Math.max(10_000, minutes * 60_000));

const dataDir = await mkdtemp(path.join(tmpdir(), 'review-center-exam-load-'));
console.log(`Seeding ${users} reviewees into ${values.pg ? 'PostgreSQL' : 'PGlite'}...`);
await new Promise<void>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      `--conditions=${SOURCE_CONDITION}`,
      import.meta.filename,
      '--seed-into',
      dataDir,
      '--users',
      String(users),
      ...(values.pg ? ['--pg', values.pg] : []),
      ...(values.shuffle ? ['--shuffle'] : []),
    ],
    { stdio: 'inherit' },
  );
  child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
});
const accounts = JSON.parse(await readFile(path.join(dataDir, 'bench-users.json'), 'utf8')) as BenchUser[];
const tokens = new Map(accounts.map((u) => [u.id, u.token]));

// One after another: the first has migrated and seeded by the time the next starts.
const apis: RunningApi[] = [];
for (let i = 0; i < processCount; i += 1)
  apis.push(await startApi({ DATA_DIR: dataDir, DATABASE_URL: values.pg ?? '' }));
const ports = apis.map((api) => new URL(api.baseUrl).port);
const alive = apis.map(() => true);
/** Reviewee i's process: i mod N, or the next one alive once that one was killed. */
const portFor = (userIndex: number) => {
  for (let k = 0; k < processCount; k += 1) {
    const index = (userIndex + k) % processCount;
    if (alive[index]) return ports[index]!;
  }
  return ports[0]!;
};
const userIndex = new Map(accounts.map((u, i) => [u.id, i]));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Result {
  status: number;
  ms: number;
  body: unknown;
}

/** One JSON call over a kept-alive connection; status 0 is a network error. */
function request(method: string, urlPath: string, token: string, body?: unknown): Promise<Result> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        // The API listens on 127.0.0.1 (startApi); 'localhost' might try ::1 first.
        host: '127.0.0.1',
        port: portFor(userIndex.get(/^\/users\/([^/]+)/.exec(urlPath)?.[1] ?? '') ?? 0),
        method,
        path: `/api/v2${urlPath}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: parsed });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout'))); // product §9: 10 s per call
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: undefined }));
    if (payload) req.write(payload);
    req.end();
  });
}

class Phase {
  readonly latencies: number[] = [];
  readonly errors = new Map<number, number>();
  first = Infinity;
  last = 0;
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
  record(result: Result) {
    const now = performance.now();
    this.first = Math.min(this.first, now - result.ms);
    this.last = Math.max(this.last, now);
    if (result.status >= 200 && result.status < 300) this.latencies.push(result.ms);
    else this.errors.set(result.status, (this.errors.get(result.status) ?? 0) + 1);
  }
  row() {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const pct = (p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0;
    const seconds = Math.max(0.001, (this.last - this.first) / 1000);
    const errorCount = [...this.errors.values()].reduce((a, b) => a + b, 0);
    return {
      phase: this.name,
      ok: sorted.length,
      errors: errorCount
        ? `${errorCount} (${[...this.errors].map(([s, n]) => `${s || 'network'}×${n}`).join(', ')})`
        : '0',
      'req/s': ((sorted.length + errorCount) / seconds).toFixed(1),
      'p50 ms': pct(0.5).toFixed(1),
      'p95 ms': pct(0.95).toFixed(1),
      'p99 ms': pct(0.99).toFixed(1),
      'max ms': (sorted.at(-1) ?? 0).toFixed(1),
    };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const starts = new Phase('start');
const saves = new Phase('save');
const submits = new Phase('submit');

/**
 * Per reviewee: the attempt id; per question, the last answer the server accepted, and the
 * answers sent after it that got no answer in time (the server may still have stored them).
 */
const attempts = new Map<string, { examId: string; questions: string[] }>();
const accepted = new Map<string, Map<string, string>>();
const unconfirmed = new Map<string, Map<string, string[]>>();

const t0 = performance.now();
const saveUntil = t0 + spreadMs + minutes * 60_000;
let killedAfter: number | undefined;
if (killAtMs !== undefined) {
  setTimeout(() => {
    killedAfter = (performance.now() - t0) / 1000;
    alive[processCount - 1] = false;
    void apis[processCount - 1]!.crash();
    console.log(`kill -9 of process ${processCount} (port ${ports[processCount - 1]}) at ${killedAfter.toFixed(0)} s`);
  }, killAtMs).unref();
}
console.log(
  `${users} reviewees: starts over ${spreadMs / 1000} s, a save every ${SAVE_EVERY_MS / 1000} s each for ${minutes} min, submits over ${spreadMs / 1000} s`,
);

await Promise.all(
  accounts.map(async (user, i) => {
    await sleep((i / users) * spreadMs);
    const started = await request('POST', `/users/${user.id}/exams`, user.token, { exam: EXAM_ID });
    starts.record(started);
    if (started.status !== 200) return;
    const attempt = started.body as { _id: string; exam: { questions: string[] } };
    attempts.set(user.id, { examId: attempt._id, questions: attempt.exam.questions });
    const mine = new Map<string, string>();
    accepted.set(user.id, mine);
    const pending = new Map<string, string[]>();
    unconfirmed.set(user.id, pending);
    // Saves: one every 10 s, phase-shifted per reviewee so the load is even.
    let n = 0;
    for (let next = performance.now() + Math.random() * SAVE_EVERY_MS; next < saveUntil; next += SAVE_EVERY_MS) {
      await sleep(next - performance.now());
      const question = attempt.exam.questions[n % attempt.exam.questions.length]!;
      const answer = LABELS[Math.floor(Math.random() * LABELS.length)]!;
      n += 1;
      const saved = await request('POST', `/users/${user.id}/exams/${attempt._id}/questions/${question}`, user.token, {
        answer,
        answeredAt: new Date().toISOString(),
      });
      saves.record(saved);
      if (saved.status === 200) {
        mine.set(question, answer);
        pending.delete(question);
      } else if (saved.status === 0) pending.set(question, [...(pending.get(question) ?? []), answer]);
    }
  }),
);

const submitStart = performance.now();
await Promise.all(
  accounts.map(async (user, i) => {
    const attempt = attempts.get(user.id);
    if (!attempt) return;
    await sleep(submitStart + (i / users) * spreadMs - performance.now());
    submits.record(
      await request('POST', `/users/${user.id}/exams/${attempt.examId}/complete`, user.token, { answers: [] }),
    );
  }),
);

// Every answer the server accepted is stored (the last one per question), read back over HTTP.
let checked = 0;
let missing = 0;
let laterUnconfirmed = 0;
let notCompleted = 0;
const queue = [...attempts];
await Promise.all(
  Array.from({ length: 64 }, async () => {
    for (let item = queue.pop(); item; item = queue.pop()) {
      const [userId, { examId }] = item;
      const read = await request('GET', `/users/${userId}/exams/${examId}`, tokens.get(userId)!);
      const stored = read.body as { completed: boolean; answers: { question: string; answer: string }[] } | undefined;
      const byQuestion = new Map(stored?.answers.map((a) => [a.question, a.answer]) ?? []);
      if (!stored?.completed) notCompleted += 1;
      for (const [question, answer] of accepted.get(userId) ?? []) {
        checked += 1;
        const stored = byQuestion.get(question);
        if (stored === answer) continue;
        // A later save that timed out on our side but reached the server is not a lost answer.
        if (stored !== undefined && unconfirmed.get(userId)?.get(question)?.includes(stored)) laterUnconfirmed += 1;
        else missing += 1;
      }
    }
  }),
);

console.log(
  `\nExam load: ${users} reviewees, ${minutes} min of saves, ${values.pg ? 'PostgreSQL' : 'PGlite'}${values.shuffle ? ', shuffled with a time limit' : ''}, ${processCount} API process${processCount > 1 ? 'es' : ''}${killedAfter !== undefined ? ` (one killed with -9 at ${killedAfter.toFixed(0)} s)` : ''}, ${((performance.now() - t0) / 1000).toFixed(0)} s in all`,
);
console.table([starts.row(), saves.row(), submits.row()]);
console.log(
  `Stored answers: ${checked - missing - laterUnconfirmed} of ${checked} (reviewee, question) answers read back as last accepted, ${laterUnconfirmed} replaced by a later save that timed out on the client but was stored, ${missing} missing or different; ${notCompleted} attempts not completed.`,
);

agent.destroy();
for (const [i, api] of apis.entries()) if (alive[i]) await api.stop();
// The result e-mails, counted in the outbox once the servers have stopped (and drained).
await new Promise<void>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      `--conditions=${SOURCE_CONDITION}`,
      import.meta.filename,
      '--count-mail',
      dataDir,
      ...(values.pg ? ['--pg', values.pg] : []),
    ],
    { stdio: 'inherit' },
  );
  child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`counting mail failed (${code})`))));
});
const mail = JSON.parse(await readFile(path.join(dataDir, 'bench-mail.json'), 'utf8')) as {
  reviewees: number;
  once: number;
  more: number;
  sent: number;
  pending: number;
};
const completedCount = attempts.size - notCompleted;
console.log(
  `Result e-mails: ${mail.once} of ${completedCount} completed attempts e-mailed exactly once, ${mail.more} more than once, ${completedCount - mail.reviewees} not at all; ${mail.sent} sent, ${mail.pending} still pending in the outbox.`,
);
await rm(dataDir, { recursive: true, force: true });
process.exit(missing === 0 && notCompleted === 0 && mail.more === 0 && mail.reviewees === completedCount ? 0 : 1);
