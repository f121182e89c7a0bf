/**
 * The answers of one attempt, kept on the device first and sent to the server after (product §4
 * "Exam flow": "Selecting an answer is stored locally and replaces any earlier answer for that
 * question"). A selection is written to storage at once, so it survives a reload or a closed
 * tab; a send that fails is retried, in the order the selections were made, until the server
 * has it; offline, sends wait for the `online` event. Every selection carries its answeredAt so
 * the server keeps the latest one when two tabs or devices answer the same question.
 */

export interface StoredAnswer {
  answer: string;
  /** When the reviewee chose it, on the server's clock (ISO). */
  answeredAt: string;
  /** Whether the server has confirmed this very selection. */
  sent: boolean;
}
export type StoredAnswers = Readonly<Record<string, StoredAnswer>>;

/** What to do after a failed send: try again later, or give up on this selection. */
export type SendOutcome = 'retry' | 'drop';

export interface AnswerOutboxOptions {
  /** Storage key: one per attempt (the user exam id is unique per user). */
  key: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  send: (questionId: string, answer: string, answeredAt: string) => Promise<unknown>;
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
}

/** The later selection; on a tie the second, so marking a selection sent is never undone. */
const newer = (a: StoredAnswer | undefined, b: StoredAnswer | undefined) =>
  !a ? b : !b ? a : Date.parse(b.answeredAt) >= Date.parse(a.answeredAt) ? b : a;

const isStoredAnswer = (value: unknown): value is StoredAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredAnswer).answer === 'string' &&
  typeof (value as StoredAnswer).answeredAt === 'string' &&
  !Number.isNaN(Date.parse((value as StoredAnswer).answeredAt));

/** Per question, the later selection of the two (a second tab may have written in between). */
export function mergeAnswers(a: StoredAnswers, b: StoredAnswers): StoredAnswers {
  const merged: Record<string, StoredAnswer> = { ...a };
  for (const [questionId, answer] of Object.entries(b)) {
    const winner = newer(merged[questionId], answer);
    if (winner) merged[questionId] = winner;
  }
  return merged;
}

export class AnswerOutbox {
  private answers: StoredAnswers;
  private readonly listeners = new Set<() => void>();
  private flushing = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly options: Required<Omit<AnswerOutboxOptions, 'onError'>> & Pick<AnswerOutboxOptions, 'onError'>;

  constructor(options: AnswerOutboxOptions) {
    this.options = {
      classify: () => 'retry',
      isOnline: () => true,
      retryDelayMs: (attempt) => Math.min(30_000, 1000 * 2 ** (attempt - 1)),
      ...options,
    };
    this.answers = this.read();
  }

  private read(): StoredAnswers {
    try {
      const parsed: unknown = JSON.parse(this.options.storage.getItem(this.options.key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isStoredAnswer(value)));
    } catch {
      return {};
    }
  }

  /** Writes merged with what storage holds now, so another tab's newer selection survives. */
  private write(next: StoredAnswers) {
    this.answers = mergeAnswers(this.read(), next);
    try {
      this.options.storage.setItem(this.options.key, JSON.stringify(this.answers));
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
  getSnapshot = (): StoredAnswers => this.answers;

  /** Another tab wrote the same key (the window `storage` event): take its newer selections. */
  reload() {
    const stored = this.read();
    const merged = mergeAnswers(this.answers, stored);
    if (JSON.stringify(merged) === JSON.stringify(this.answers)) return;
    this.answers = merged;
    this.listeners.forEach((listener) => listener());
    this.flush();
  }

  /** Selections the server has not confirmed yet, oldest first: the order they are sent in. */
  pending(): [string, StoredAnswer][] {
    return Object.entries(this.answers)
      .filter(([, a]) => !a.sent)
      .sort(([, a], [, b]) => Date.parse(a.answeredAt) - Date.parse(b.answeredAt));
  }

  /** Stores the selection at once and sends it. */
  select(questionId: string, answer: string, answeredAt: string) {
    this.write({ ...this.answers, [questionId]: { answer, answeredAt, sent: false } });
    this.flush();
  }

  /** Sends pending selections one at a time, in order; stops while offline. */
  flush() {
    if (this.flushing || this.stopped || this.retryTimer !== undefined) return;
    this.flushing = true;
    void this.drain().finally(() => {
      this.flushing = false;
    });
  }

  private async drain() {
    for (;;) {
      if (this.stopped || !this.options.isOnline()) return;
      const [next] = this.pending();
      if (!next) return;
      const [questionId, selection] = next;
      try {
        await this.options.send(questionId, selection.answer, selection.answeredAt);
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
  private settle(questionId: string, selection: StoredAnswer) {
    const current = this.answers[questionId];
    if (current?.answeredAt !== selection.answeredAt || current.answer !== selection.answer) return;
    this.write({ ...this.answers, [questionId]: { ...current, sent: true } });
  }

  /**
   * A selection the server already holds (read back from it, perhaps made in another tab or
   * device): kept only if it is newer than the one on this device.
   */
  adopt(questionId: string, answer: string, answeredAt: string) {
    const current = this.answers[questionId];
    if (current && Date.parse(current.answeredAt) >= Date.parse(answeredAt)) return;
    this.write({ ...this.answers, [questionId]: { answer, answeredAt, sent: true } });
  }

  /** Replaces the failure listener (the page's handler sees its latest state). */
  setErrorHandler(onError: AnswerOutboxOptions['onError']) {
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
