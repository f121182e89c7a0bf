import { isApiError } from '@review-center/api-client';

/**
 * A queue of entries kept on the device first and sent to the server after: each written to
 * storage at once, so it survives a reload or a closed tab; a send that fails is retried, in the
 * order the entries were made, until the server has it; offline, sends wait for `resume` (the
 * `online` event). The exam's answers and flags (features/exam/answer-outbox.ts, product §4
 * "Exam flow", decision 0077) and practice answers (decision 0081) are its uses.
 */

/** What to do after a failed send: try again later, or give up on this selection. */
export type SendOutcome = 'retry' | 'drop';

/**
 * The API's refusals that sending again cannot change (the answer is not an option, the exam is
 * closed, the item is gone, access ended): dropped. Anything else, a lost connection or a server
 * error, is tried again.
 */
export const classifyRefusal = (error: unknown): SendOutcome =>
  isApiError(error) && error.kind === 'http' && [400, 403, 404, 409, 422].includes(error.status ?? 0)
    ? 'drop'
    : 'retry';

export interface QueueOptions {
  /** Storage key: one per attempt (the user exam id is unique per user). */
  key: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /**
   * Classifies a failed send. Network failures and server errors should be retried; a refusal
   * that cannot change (the answer is not an option, the exam is closed) should be dropped.
   * @default () => 'retry'
   */
  classify?: (error: unknown) => SendOutcome;
  /** Told of each failure, e.g. to notify once or to leave a closed exam. */
  onError?: (error: unknown, outcome: SendOutcome) => void;
  isOnline?: () => boolean;
  /** Delay before the n-th retry (1-based). @default 1 s doubling to at most 30 s */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Whether an entry the server has is kept, marked sent. An exam's answers are (the attempt
   * shows them); practice answers are not, so storage holds only what is still to send.
   * @default true
   */
  keepSent?: boolean;
}

/** What the queue needs to know of its entries: each kept by question id. */
export interface OutboxOptions<E extends { sent: boolean }> extends QueueOptions {
  send: (id: string, entry: E) => Promise<unknown>;
  /** A stored value is an entry (anything else in storage is ignored). */
  isEntry: (value: unknown) => value is E;
  /** When the entry was chosen (ISO): the later of two wins. */
  timeOf: (entry: E) => string;
}

/** The later entry; on a tie the second, so marking an entry sent is never undone. */
const newer = <E>(timeOf: (entry: E) => string, a: E | undefined, b: E | undefined) =>
  !a ? b : !b ? a : Date.parse(timeOf(b)) >= Date.parse(timeOf(a)) ? b : a;

/** Per id, the later entry of the two (a second tab may have written in between). */
export function mergeEntries<E>(
  timeOf: (entry: E) => string,
  a: Readonly<Record<string, E>>,
  b: Readonly<Record<string, E>>,
) {
  const merged: Record<string, E> = { ...a };
  for (const [id, entry] of Object.entries(b)) {
    const winner = newer(timeOf, merged[id], entry);
    if (winner) merged[id] = winner;
  }
  return merged;
}

/** The queue: entries by question id, in storage first, sent in the order they were made. */
export class Outbox<E extends { sent: boolean }> {
  private entries: Readonly<Record<string, E>>;
  private readonly listeners = new Set<() => void>();
  private flushing = false;
  private again = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly options: Required<Omit<OutboxOptions<E>, 'onError'>> & Pick<OutboxOptions<E>, 'onError'>;

  constructor(options: OutboxOptions<E>) {
    this.options = {
      classify: () => 'retry',
      isOnline: () => true,
      retryDelayMs: (attempt) => Math.min(30_000, 1000 * 2 ** (attempt - 1)),
      keepSent: true,
      ...options,
    };
    this.entries = this.read();
  }

  private read(): Readonly<Record<string, E>> {
    try {
      const parsed: unknown = JSON.parse(this.options.storage.getItem(this.options.key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, value]) => this.options.isEntry(value))) as Record<
        string,
        E
      >;
    } catch {
      return {};
    }
  }

  private merge(a: Readonly<Record<string, E>>, b: Readonly<Record<string, E>>) {
    return mergeEntries(this.options.timeOf, a, b);
  }

  /** Writes merged with what storage holds now, so another tab's newer selection survives. */
  private write(next: Readonly<Record<string, E>>) {
    this.entries = this.merge(this.read(), next);
    this.store();
  }

  private store() {
    try {
      this.options.storage.setItem(this.options.key, JSON.stringify(this.entries));
    } catch {
      // Storage full or blocked (private mode): the answer still lives in memory and is sent.
    }
    this.listeners.forEach((listener) => listener());
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = (): Readonly<Record<string, E>> => this.entries;

  /** Another tab wrote the same key (the window `storage` event): take its newer selections. */
  reload() {
    const stored = this.read();
    const merged = this.merge(this.entries, stored);
    if (JSON.stringify(merged) === JSON.stringify(this.entries)) return;
    this.entries = merged;
    this.listeners.forEach((listener) => listener());
    this.flush();
  }

  /** Selections the server has not confirmed yet, oldest first: the order they are sent in. */
  pending(): [string, E][] {
    const { timeOf } = this.options;
    return Object.entries(this.entries)
      .filter(([, a]) => !a.sent)
      .sort(([, a], [, b]) => Date.parse(timeOf(a)) - Date.parse(timeOf(b)));
  }

  /** Stores the entry at once (as not sent) and sends it. */
  protected record(id: string, entry: E) {
    this.write({ ...this.entries, [id]: { ...entry, sent: false } });
    this.flush();
  }

  /** Sends pending selections one at a time, in order; stops while offline. */
  flush() {
    if (this.stopped || this.retryTimer !== undefined) return;
    if (this.flushing) {
      // The drain under way may have looked already: it runs once more when it ends.
      this.again = true;
      return;
    }
    this.flushing = true;
    this.again = false;
    void this.drain().finally(() => {
      this.flushing = false;
      if (this.again) this.flush();
    });
  }

  private async drain() {
    for (;;) {
      if (this.stopped || !this.options.isOnline()) return;
      const [next] = this.pending();
      if (!next) return;
      const [questionId, selection] = next;
      try {
        await this.options.send(questionId, selection);
        this.failures = 0;
        this.settle(questionId, selection);
      } catch (error) {
        const outcome = this.options.classify(error);
        this.options.onError?.(error, outcome);
        if (outcome === 'drop') {
          this.settle(questionId, selection);
          continue;
        }
        this.failures += 1;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.flush();
        }, this.options.retryDelayMs(this.failures));
        return;
      }
    }
  }

  /** Marks the selection sent, unless a newer one replaced it meanwhile (that one goes next). */
  private settle(questionId: string, selection: E) {
    const current = this.entries[questionId];
    if (!current || JSON.stringify({ ...current, sent: false }) !== JSON.stringify({ ...selection, sent: false }))
      return;
    if (this.options.keepSent) {
      this.write({ ...this.entries, [questionId]: { ...current, sent: true } });
      return;
    }
    // Not merged with what storage holds, which would bring the entry back as unsent.
    const { [questionId]: _sent, ...rest } = this.merge(this.read(), this.entries);
    this.entries = rest;
    this.store();
  }

  /**
   * An entry the server already holds (read back from it, perhaps made in another tab or
   * device): kept only if it is newer than the one on this device.
   */
  protected adoptEntry(id: string, entry: E) {
    const current = this.entries[id];
    const { timeOf } = this.options;
    if (current && Date.parse(timeOf(current)) >= Date.parse(timeOf(entry))) return;
    this.write({ ...this.entries, [id]: { ...entry, sent: true } });
  }

  /** Replaces the failure listener (the page's handler sees its latest state). */
  setErrorHandler(onError: QueueOptions['onError']) {
    this.options.onError = onError;
  }

  /** Back online (or mounted again): send now rather than after the back-off. */
  resume() {
    this.stopped = false;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.failures = 0;
    this.flush();
  }

  /** The exam is over (or the page left): no more sends until `resume`. Storage is kept. */
  stop() {
    this.stopped = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
