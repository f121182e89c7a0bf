import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import { randomId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { OutboxAttachment } from '../db/schema.ts';
import type { Job } from '../jobs/scheduler.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * The transactional outbox (decision 0031). A change that e-mails someone writes the message
 * as a row of `outbox_messages` in its own transaction: kept or lost together with the change,
 * never sent for a change that rolled back. A worker sends pending rows through the mailer;
 * a failed send is retried with exponential backoff and never reaches the request.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      id: randomId(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      // The bytes travel with the row, so the worker sends exactly what the change produced.
      attachments: message.attachments?.length
        ? JSON.stringify(
            message.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content.toString('base64'),
            })),
          )
        : null,
    })
    .execute();
  const scope = requestScope.getStore();
  if (scope) scope.queued = true;
}

const requestScope = new AsyncLocalStorage<{ queued: boolean }>();

/** Mail is due now without a new row (a retried message): the request's end wakes the worker. */
export function mailDue(outbox: Outbox): void {
  const scope = requestScope.getStore();
  if (scope) scope.queued = true;
  else outbox.wake();
}

/**
 * Runs one request's handler and answers whether it queued e-mail: its transaction has then
 * committed, and the worker is woken at once instead of at its next round.
 */
export async function queuedWhile(handle: () => Promise<void>): Promise<boolean> {
  const scope = { queued: false };
  await requestScope.run(scope, handle);
  return scope.queued;
}

export interface OutboxSettings {
  /** The wait after the first failed try; doubled after each further one, at most an hour. */
  retryBaseMs: number;
  /** Tries before a message is marked failed (an administrator may retry it). */
  maxAttempts: number;
}

/** Enough for the SMTP server to answer: a process killed mid-send leaves the row to another after this. */
const LEASE = sql`interval '5 minutes'`;
const BATCH = 50;
const HOUR_MS = 60 * 60 * 1000;

const backoffMs = (settings: OutboxSettings, attempts: number) =>
  Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);

/**
 * Sends what is due. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so workers of several
 * processes each take different rows; a claim moves the row's next try a lease ahead (it is
 * sent outside any transaction, and a worker that dies mid-send leaves it to another).
 */
export class Outbox {
  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #settings: OutboxSettings;
  readonly #log: (line: string) => void;
  #running: Promise<void> | undefined;
  #again = false;

  constructor(db: Db, mailer: Mailer, settings: OutboxSettings, log: (line: string) => void) {
    this.#db = db;
    this.#mailer = mailer;
    this.#settings = settings;
    this.#log = log;
  }

  /** Sends every due message, one batch after another; answers how many were sent and failed. */
  async drainOnce(): Promise<{ sent: number; failed: number }> {
    const totals = { sent: 0, failed: 0 };
    for (;;) {
      const claimed = await this.#db
        .updateTable('outbox_messages')
        .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + ${LEASE}` })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox_messages')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      for (const row of claimed) {
        const message: MailMessage = { to: row.to, subject: row.subject, text: row.text };
        if (row.html !== null) message.html = row.html;
        const files = (typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments) as
          OutboxAttachment[] | null;
        if (files?.length) {
          message.attachments = files.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content, 'base64'),
          }));
        }
        try {
          await this.#mailer.send(message);
          await this.#db
            .updateTable('outbox_messages')
            .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
            .where('id', '=', row.id)
            .execute();
          totals.sent += 1;
        } catch (error) {
          const giveUp = row.attempts >= this.#settings.maxAttempts;
          const wait = backoffMs(this.#settings, row.attempts);
          await this.#db
            .updateTable('outbox_messages')
            .set({
              status: giveUp ? 'failed' : 'pending',
              last_error: String(error).slice(0, 1000),
              next_attempt_at: sql`now() + ${`${wait} milliseconds`}::interval`,
            })
            .where('id', '=', row.id)
            .execute();
          totals.failed += 1;
          this.#log(
            JSON.stringify({ mail: row.subject, to: row.to, attempt: row.attempts, giveUp, error: String(error) }),
          );
        }
      }
      if (claimed.length < BATCH) return totals;
    }
  }

  /**
   * Sends what is due now, waiting for it; a drain already under way is followed by one more
   * (it may have missed rows committed after its claim).
   */
  async drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.drainOnce();
        } while (this.#again);
      } catch (error) {
        this.#log(JSON.stringify({ job: 'send-outbox', error: String(error) }));
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /** Starts a drain without waiting (after a request queued a message). */
  wake(): void {
    void this.drain();
  }

  /** Settles once no drain is under way (graceful shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }
}

/** The worker's round: what no request woke it for (retries after backoff, another process's). */
export const outboxJob = (outbox: Outbox): Job => ({
  name: 'send-outbox',
  everyMs: 5 * 1000,
  exclusive: false, // rows are claimed with SKIP LOCKED
  run: () => outbox.drain(),
});
