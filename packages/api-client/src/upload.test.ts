import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFiles } from './contract/uploads.ts';
import { createApiClient } from './http.ts';
import { isAbortError } from './errors.ts';

const BASE = 'http://api.test/api/v2';
const stored = { id: 'u1', url: '/api/v2/uploads/u1', filename: 'receipt.jpg', mimetype: 'image/jpeg', size: 3 };
const file = (bytes: number) => new File([new Uint8Array(bytes)], 'receipt.jpg', { type: 'image/jpeg' });

/** A stand-in for the browser's XMLHttpRequest: the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  readonly sentHeaders = new Map<string, string>();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  response: Blob | null = null;
  responseType = '';
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.sentHeaders.set(name, value);
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, json: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(json)], { type: 'application/json' });
    this.events.dispatchEvent(new Event('load'));
  }
}

/** The request once it is open: the transport is loaded lazily, on the first upload. */
const opened = () => vi.waitFor(() => FakeXhr.last ?? Promise.reject(new Error('not sent yet')));

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('POST /uploads', () => {
  it('should report the bytes sent as they go and return the stored files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = createApiClient({ baseUrl: BASE, getToken: () => 'secret' });
    const progress: number[] = [];
    const pending = client.call(uploadFiles, {
      body: { files: [file(1000)] },
      onUploadProgress: (sent, total) => progress.push(Math.round((sent / total) * 100)),
    });
    const xhr = await opened();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/uploads`);
    expect(xhr.sentHeaders.get('authorization')).toBe('Bearer secret');
    expect((xhr.body as FormData).getAll('files')).toHaveLength(1);
    xhr.progress(400, 1200);
    xhr.progress(1200, 1200);
    xhr.answer(200, [stored]);
    await expect(pending).resolves.toEqual([stored]);
    expect(progress).toEqual([33, 100]);
  });

  it('should stop sending when cancelled, as an abort rather than a failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = createApiClient({ baseUrl: BASE });
    const cancel = new AbortController();
    const pending = client.call(uploadFiles, {
      body: { files: [file(10)] },
      signal: cancel.signal,
      onUploadProgress: () => undefined,
    });
    await opened();
    cancel.abort(new DOMException('Cancelled by the user', 'AbortError'));
    const error = await pending.catch((e: unknown) => e);
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it('should report a connection lost mid-upload as a network failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = createApiClient({ baseUrl: BASE });
    const pending = client.call(uploadFiles, { body: { files: [file(10)] }, onUploadProgress: () => undefined });
    (await opened()).events.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
  });

  it('should give an upload 10 s plus its bytes at 0.25 Mbps, not the 10 s of other calls', async () => {
    vi.useFakeTimers();
    const client = createApiClient({
      baseUrl: BASE,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    // 312,500 bytes are 2,500,000 bits: 10 s at 0.25 Mbps, so 20 s in all.
    const pending = client.call(uploadFiles, { body: { files: [file(312_500)] } });
    let outcome: unknown = 'pending';
    pending.catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout', message: expect.stringContaining('20000 ms') });
  });
});
