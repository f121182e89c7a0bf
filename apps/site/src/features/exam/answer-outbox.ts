/**
 * The answers of one attempt, kept on the device first and sent to the server after (product §4
 * "Exam flow": "Selecting an answer is stored locally and replaces any earlier answer for that
 * question"). A selection is written to storage at once, so it survives a reload or a closed
 * tab; a send that fails is retried, in the order the selections were made, until the server
 * has it; offline, sends wait for the `online` event. Every selection carries its answeredAt so
 * the server keeps the latest one when two tabs or devices answer the same question.
 *
 * The flags for review travel the same way (decision 0077): `Outbox` (app/outbox.ts) is the
 * queue, one per kind of entry and storage key; `AnswerOutbox` and `FlagOutbox` are its uses here.
 */
import { mergeEntries, Outbox, type QueueOptions } from '../../app/outbox.ts';

export type { SendOutcome } from '../../app/outbox.ts';

export interface StoredAnswer {
  answer: string;
  /** When the reviewee chose it, on the server's clock (ISO). */
  answeredAt: string;
  /** Whether the server has confirmed this very selection. */
  sent: boolean;
}
export type StoredAnswers = Readonly<Record<string, StoredAnswer>>;

/** A flag for review on this device (decision 0077): flagged or not, and when it was toggled. */
export interface StoredFlag {
  flagged: boolean;
  /** When the reviewee toggled it, on the server's clock (ISO). */
  flaggedAt: string;
  /** Whether the server has confirmed this very change. */
  sent: boolean;
}

export interface AnswerOutboxOptions extends QueueOptions {
  send: (questionId: string, answer: string, answeredAt: string) => Promise<unknown>;
}

export interface FlagOutboxOptions extends QueueOptions {
  send: (questionId: string, flagged: boolean, flaggedAt: string) => Promise<unknown>;
}

const answeredAtOf = (answer: StoredAnswer) => answer.answeredAt;
const flaggedAtOf = (flag: StoredFlag) => flag.flaggedAt;

const isStoredAnswer = (value: unknown): value is StoredAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredAnswer).answer === 'string' &&
  typeof (value as StoredAnswer).answeredAt === 'string' &&
  !Number.isNaN(Date.parse((value as StoredAnswer).answeredAt));

const isStoredFlag = (value: unknown): value is StoredFlag =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredFlag).flagged === 'boolean' &&
  typeof (value as StoredFlag).flaggedAt === 'string' &&
  !Number.isNaN(Date.parse((value as StoredFlag).flaggedAt));

/** Per question, the later selection of the two (a second tab may have written in between). */
export const mergeAnswers = (a: StoredAnswers, b: StoredAnswers): StoredAnswers => mergeEntries(answeredAtOf, a, b);

/** The attempt's answers: one selection per question, the latest winning. */
export class AnswerOutbox extends Outbox<StoredAnswer> {
  constructor({ send, ...options }: AnswerOutboxOptions) {
    super({
      ...options,
      send: (questionId, { answer, answeredAt }) => send(questionId, answer, answeredAt),
      isEntry: isStoredAnswer,
      timeOf: answeredAtOf,
    });
  }

  /** Stores the selection at once and sends it. */
  select(questionId: string, answer: string, answeredAt: string) {
    this.record(questionId, { answer, answeredAt, sent: false });
  }

  /**
   * A selection the server already holds (read back from it, perhaps made in another tab or
   * device): kept only if it is newer than the one on this device.
   */
  adopt(questionId: string, answer: string, answeredAt: string) {
    this.adoptEntry(questionId, { answer, answeredAt, sent: true });
  }
}

/** The attempt's flags for review (decision 0077): flagging and unflagging, the latest winning. */
export class FlagOutbox extends Outbox<StoredFlag> {
  constructor({ send, ...options }: FlagOutboxOptions) {
    super({
      ...options,
      send: (questionId, { flagged, flaggedAt }) => send(questionId, flagged, flaggedAt),
      isEntry: isStoredFlag,
      timeOf: flaggedAtOf,
    });
  }

  /** Stores the change at once and sends it. */
  toggle(questionId: string, flagged: boolean, flaggedAt: string) {
    this.record(questionId, { flagged, flaggedAt, sent: false });
  }

  /** A flag the server holds (the attempt's load): kept only if newer than this device's. */
  adopt(questionId: string, flagged: boolean, flaggedAt: string) {
    this.adoptEntry(questionId, { flagged, flaggedAt, sent: true });
  }
}
