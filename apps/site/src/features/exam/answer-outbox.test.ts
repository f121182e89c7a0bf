import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerOutbox, FlagOutbox, mergeAnswers } from './answer-outbox.ts';

const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 8, 0, second)).toISOString();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A fake server that records what it received and can be made to fail. */
function fakeServer() {
  const received: [string, string, string][] = [];
  let failing = false;
  return {
    received,
    fail: (value: boolean) => (failing = value),
    send: vi.fn(async (questionId: string, answer: string, answeredAt: string) => {
      await Promise.resolve();
      if (failing) throw new Error('network');
      received.push([questionId, answer, answeredAt]);
    }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerOutbox', () => {
  it('should store a selection before the server answers and keep it across a reload', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.fail(true);
    const outbox = new AnswerOutbox({ key: 'attempt-1', storage, send: server.send });
    outbox.select('q1', 'B', at(1));
    outbox.stop();

    const reloaded = new AnswerOutbox({ key: 'attempt-1', storage, send: server.send });
    expect(reloaded.getSnapshot()).toEqual({ q1: { answer: 'B', answeredAt: at(1), sent: false } });
  });

  it('should keep only the latest selection for a question', () => {
    const outbox = new AnswerOutbox({
      key: 'k',
      storage: memoryStorage(),
      send: async () => {},
      isOnline: () => false,
    });
    outbox.select('q1', 'A', at(1));
    outbox.select('q1', 'C', at(2));
    expect(outbox.getSnapshot().q1?.answer).toBe('C');
  });

  it('should retry a failed send until the server has it', async () => {
    const server = fakeServer();
    server.fail(true);
    const outbox = new AnswerOutbox({ key: 'k', storage: memoryStorage(), send: server.send });
    outbox.select('q1', 'D', at(1));
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.received).toEqual([]);
    server.fail(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.received).toEqual([['q1', 'D', at(1)]]);
    expect(outbox.pending()).toEqual([]);
  });

  it('should send queued selections in the order they were made', async () => {
    let online = false;
    const server = fakeServer();
    const outbox = new AnswerOutbox({ key: 'k', storage: memoryStorage(), send: server.send, isOnline: () => online });
    outbox.select('q3', 'A', at(1));
    outbox.select('q1', 'B', at(2));
    outbox.select('q2', 'C', at(3));
    outbox.select('q3', 'D', at(4));
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).not.toHaveBeenCalled();

    online = true;
    outbox.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.received.map(([q, a]) => `${q}${a}`)).toEqual(['q1B', 'q2C', 'q3D']);
  });

  it('should send a newer selection made while the older one was in flight', async () => {
    const server = fakeServer();
    const outbox = new AnswerOutbox({ key: 'k', storage: memoryStorage(), send: server.send });
    outbox.select('q1', 'A', at(1));
    outbox.select('q1', 'B', at(2));
    await vi.advanceTimersByTimeAsync(100);
    expect(server.received.at(-1)).toEqual(['q1', 'B', at(2)]);
    expect(outbox.getSnapshot().q1).toEqual({ answer: 'B', answeredAt: at(2), sent: true });
  });

  it('should drop a selection the server refuses for good and go on with the next', async () => {
    const onError = vi.fn();
    const send = vi.fn(async (questionId: string) => {
      if (questionId === 'q1') throw new Error('400');
    });
    const outbox = new AnswerOutbox({ key: 'k', storage: memoryStorage(), send, classify: () => 'drop', onError });
    outbox.select('q1', 'Z', at(1));
    outbox.select('q2', 'A', at(2));
    await vi.advanceTimersByTimeAsync(100);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'drop');
    expect(send).toHaveBeenCalledWith('q2', 'A', at(2));
    expect(outbox.pending()).toEqual([]);
  });

  it("should not overwrite another tab's newer selection when writing", () => {
    const storage = memoryStorage();
    const offline = { storage, send: async () => {}, isOnline: () => false, key: 'k' };
    const first = new AnswerOutbox(offline);
    const second = new AnswerOutbox(offline);
    second.select('q1', 'B', at(5));
    first.select('q1', 'A', at(3));
    expect(first.getSnapshot().q1?.answer).toBe('B');
    expect(JSON.parse(storage.getItem('k') ?? '{}').q1.answer).toBe('B');
  });

  it("should take another tab's newer selection on reload", () => {
    const storage = memoryStorage();
    const offline = { storage, send: async () => {}, isOnline: () => false, key: 'k' };
    const first = new AnswerOutbox(offline);
    const second = new AnswerOutbox(offline);
    first.select('q1', 'A', at(3));
    second.select('q1', 'C', at(4));
    const listener = vi.fn();
    first.subscribe(listener);
    first.reload();
    expect(first.getSnapshot().q1?.answer).toBe('C');
    expect(listener).toHaveBeenCalled();
  });

  it('should ignore unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{"q1":{"answer":1},"q2":"x"');
    const outbox = new AnswerOutbox({ key: 'k', storage, send: async () => {} });
    expect(outbox.getSnapshot()).toEqual({});
  });
});

describe('mergeAnswers', () => {
  it.each([
    ['the later of two selections', at(1), at(2), 'B'],
    ['the earlier side when the other is older', at(2), at(1), 'A'],
  ])('should keep %s', (_, firstAt, secondAt, expected) => {
    const merged = mergeAnswers(
      { q1: { answer: 'A', answeredAt: firstAt, sent: true } },
      { q1: { answer: 'B', answeredAt: secondAt, sent: false } },
    );
    expect(merged.q1?.answer).toBe(expected);
  });
});

describe('AnswerOutbox.adopt', () => {
  it.each([
    ['take the server selection when it is newer', at(5), 'B'],
    ['keep the device selection when it is newer', at(1), 'A'],
  ])('should %s', (_, serverAt, expected) => {
    const outbox = new AnswerOutbox({
      key: 'k',
      storage: memoryStorage(),
      send: async () => {},
      isOnline: () => false,
    });
    outbox.select('q1', 'A', at(3));
    outbox.adopt('q1', 'B', serverAt);
    expect(outbox.getSnapshot().q1?.answer).toBe(expected);
  });
});

describe('FlagOutbox (decision 0077)', () => {
  it('should keep a flag on the device before the server has it, and send the latest change', async () => {
    const storage = memoryStorage();
    let online = false;
    const send = vi.fn(async (_questionId: string, _flagged: boolean, _flaggedAt: string) => {});
    const flags = new FlagOutbox({ key: 'flags', storage, send, isOnline: () => online });
    flags.toggle('q2', true, at(1));
    flags.toggle('q2', false, at(2));
    flags.toggle('q5', true, at(3));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
    const reloaded = new FlagOutbox({ key: 'flags', storage, send, isOnline: () => false });
    expect(reloaded.getSnapshot()).toEqual({
      q2: { flagged: false, flaggedAt: at(2), sent: false },
      q5: { flagged: true, flaggedAt: at(3), sent: false },
    });

    online = true;
    flags.resume();
    await vi.advanceTimersByTimeAsync(100);
    expect(send.mock.calls).toEqual([
      ['q2', false, at(2)],
      ['q5', true, at(3)],
    ]);
    expect(flags.pending()).toEqual([]);
  });

  it.each([
    ['take the server flag when it is newer', at(5), true],
    ['keep the device flag when it is newer', at(1), false],
  ])('should %s', (_, serverAt, expected) => {
    const flags = new FlagOutbox({ key: 'k', storage: memoryStorage(), send: async () => {}, isOnline: () => false });
    flags.toggle('q1', false, at(3));
    flags.adopt('q1', true, serverAt);
    expect(flags.getSnapshot().q1?.flagged).toBe(expected);
  });

  it('should not read answers as flags, nor flags as answers', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify({ q1: { answer: 'A', answeredAt: at(1), sent: true } }));
    expect(new FlagOutbox({ key: 'k', storage, send: async () => {} }).getSnapshot()).toEqual({});
    storage.setItem('k', JSON.stringify({ q1: { flagged: true, flaggedAt: at(1), sent: true } }));
    expect(new AnswerOutbox({ key: 'k', storage, send: async () => {} }).getSnapshot()).toEqual({});
  });
});
