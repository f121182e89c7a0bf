/**
 * The one call that reports how much of its body has been sent. fetch has no upload progress, and
 * Chromium streams a request body only over HTTP/2, so an upload with a progress bar goes through
 * XMLHttpRequest (decision 0037). It answers like fetch: a Response, a TypeError when the
 * network fails, the signal's reason when aborted. Loaded only when an upload starts.
 */
export function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Headers; body: XMLHttpRequestBodyInit | undefined; signal: AbortSignal },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  const { signal } = init;
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.open(init.method, url);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'blob';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError(`${init.method} ${url}: the connection failed`));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(init.body ?? null);
  });
}
