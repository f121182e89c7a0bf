import { ApiError, type api } from '@review-center/api-client';
import { describe, expect, it } from 'vitest';
import { PracticeOutbox } from './practice-outbox.ts';

const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 8, 0, second)).toISOString();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const answer = (id: string, questionId: string, second: number): api.PracticeAnswer => ({
  id,
  questionId,
  answer: 'A',
  unsure: false,
  answeredAt: at(second),
});

/** Resolves once the outbox has nothing left to send, or after `turns` turns of the event loop. */
async function settled(outbox: PracticeOutbox, turns = 50) {
  for (let turn = 0; turn < turns && outbox.pending().length > 0; turn++) await new Promise((r) => setTimeout(r, 0));
}

describe('PracticeOutbox', () => {
  it('should keep answers given offline, then send them in the order given and leave storage empty', async () => {
    const storage = memoryStorage();
    const received: string[] = [];
    let online = false;
    const outbox = new PracticeOutbox({
      key: 'practice',
      storage,
      isOnline: () => online,
      send: async (sent) => void received.push(`${sent.id} ${sent.questionId} ${sent.answeredAt}`),
    });
    // The same question twice is two answers: each is its own review.
    outbox.add(answer('a2', 'q1', 2));
    outbox.add(answer('a1', 'q2', 1));
    outbox.add(answer('a3', 'q1', 3));
    expect(Object.keys(JSON.parse(storage.getItem('practice')!) as object)).toEqual(['a2', 'a1', 'a3']);
    expect(received).toEqual([]);

    online = true;
    outbox.resume();
    await settled(outbox);
    expect(received).toEqual([`a1 q2 ${at(1)}`, `a2 q1 ${at(2)}`, `a3 q1 ${at(3)}`]);
    expect(JSON.parse(storage.getItem('practice')!)).toEqual({});
  });

  it('should keep an answer across a reload until the server has it', () => {
    const storage = memoryStorage();
    const first = new PracticeOutbox({ key: 'practice', storage, isOnline: () => false, send: async () => {} });
    first.add(answer('a1', 'q1', 1));
    first.stop();
    const reloaded = new PracticeOutbox({ key: 'practice', storage, isOnline: () => false, send: async () => {} });
    expect(reloaded.pending()).toEqual([
      ['a1', { questionId: 'q1', answer: 'A', unsure: false, answeredAt: at(1), sent: false }],
    ]);
  });

  it('should drop an answer the server refuses for good and go on with the next', async () => {
    const storage = memoryStorage();
    const received: string[] = [];
    const outbox = new PracticeOutbox({
      key: 'practice',
      storage,
      classify: (error) => (error instanceof ApiError && error.status === 404 ? 'drop' : 'retry'),
      send: async (sent) => {
        if (sent.questionId === 'gone') throw new ApiError('http', 'Not found', { status: 404 });
        received.push(sent.id);
      },
    });
    outbox.add(answer('a1', 'gone', 1));
    outbox.add(answer('a2', 'q2', 2));
    await settled(outbox);
    expect(received).toEqual(['a2']);
    expect(JSON.parse(storage.getItem('practice')!)).toEqual({});
  });
});
