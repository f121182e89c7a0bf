import type * as z from 'zod/mini';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS, uploadTimeoutMs } from '@review-center/domain';
import { buildPath, type Endpoint } from './contract/endpoint.ts';
import { ApiError } from './errors.ts';

export interface ApiClientOptions {
  /** Origin and base path of the API. Default: same origin `/api/v2`. */
  baseUrl?: string;
  /** Returns the session token for calls that need one. */
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** Default: 10 000 ms (product §7). */
  timeoutMs?: number;
}

type Input<E extends Endpoint> = (E extends { params: infer P extends z.ZodMiniType }
  ? { params: z.input<P> }
  : { params?: undefined }) &
  (E extends { query: infer Q extends z.ZodMiniType } ? { query?: z.input<Q> } : { query?: undefined }) &
  (E extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> | FormData } : { body?: undefined }) & {
    /** Cancels the call (TanStack Query passes its own). */
    signal?: AbortSignal;
    /**
     * Multipart calls (POST /uploads): reports the bytes sent so far of the total, as they go. The
     * call then travels through XMLHttpRequest, the one browser API that reports it (decision 0037).
     */
    onUploadProgress?: (sent: number, total: number) => void;
  };

export type CallInput<E extends Endpoint> = Input<E>;
export type CallResult<E extends Endpoint> = z.output<E['response']>;

/** Multipart bodies (POST /uploads): each array item becomes one repeated field (product §7). */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

/** The bytes of a multipart body's files, which its timeout is sized to (decision 0037). */
function formBytes(form: FormData): number {
  let bytes = 0;
  for (const value of form.values()) bytes += typeof value === 'string' ? value.length : value.size;
  return bytes;
}

function toSearch(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  /** The call still in flight of each `latestOnly` endpoint (GET /users/me, product §7). */
  const inFlight = new Map<Endpoint, AbortController>();

  async function call<E extends Endpoint>(endpoint: E, input: Input<E>): Promise<CallResult<E>> {
    const { params, query, body, signal, onUploadProgress } = input as {
      params?: Record<string, string>;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
      onUploadProgress?: (sent: number, total: number) => void;
    };
    const url = `${baseUrl}${buildPath(endpoint.path, params)}${toSearch(query)}`;
    const headers = new Headers({ Accept: 'application/json' });
    const token = endpoint.auth || endpoint.optionalAuth ? options.getToken?.() : undefined;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    // fetch sets the multipart boundary itself when given FormData.
    if (body instanceof FormData) payload = body;
    else if (body !== undefined && endpoint.bodyType === 'multipart') payload = toFormData(body);
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    // An upload may take as long as its bytes need at 0.25 Mbps, on top of the 10 s every other
    // call keeps (product §7, decision 0037).
    const limitMs = payload instanceof FormData ? uploadTimeoutMs(formBytes(payload), timeoutMs) : timeoutMs;
    const send: typeof doFetch = onUploadProgress
      ? async (target, init) => {
          const { fetchWithUploadProgress } = await import('./upload-progress.ts');
          return fetchWithUploadProgress(
            String(target),
            {
              method: endpoint.method,
              headers,
              body: payload as XMLHttpRequestBodyInit | undefined,
              signal: init!.signal!,
            },
            onUploadProgress,
          );
        }
      : doFetch;

    // A plain timer rather than AbortSignal.timeout(): it is the one clock tests can fake.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('Timed out', 'TimeoutError')), limitMs);
    const signals = [timeout.signal];
    if (signal) signals.push(signal);
    let latest: AbortController | undefined;
    if (endpoint.latestOnly) {
      inFlight
        .get(endpoint)
        ?.abort(new DOMException(`Superseded by a newer ${endpoint.method} ${endpoint.path}`, 'AbortError'));
      latest = new AbortController();
      inFlight.set(endpoint, latest);
      signals.push(latest.signal);
    }
    const combined = signals.length === 1 ? timeout.signal : AbortSignal.any(signals);
    const settle = () => {
      clearTimeout(timer);
      if (latest && inFlight.get(endpoint) === latest) inFlight.delete(endpoint);
    };
    let response: Response;
    try {
      response = await send(url, { method: endpoint.method, headers, body: payload, signal: combined });
    } catch (cause) {
      settle();
      if (timeout.signal.aborted)
        throw new ApiError('timeout', `${endpoint.method} ${url} timed out after ${limitMs} ms`, { cause });
      if (signal?.aborted) throw signal.reason ?? cause;
      if (latest?.signal.aborted) throw latest.signal.reason;
      throw new ApiError('network', `${endpoint.method} ${url} failed: no network connection`, { cause });
    }

    settle();
    if (response.ok && endpoint.responseType === 'binary') return (await response.blob()) as CallResult<E>;
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch (cause) {
        if (response.ok)
          throw new ApiError('invalid-response', `${endpoint.method} ${url} returned invalid JSON`, { cause });
        json = text;
      }
    }
    if (!response.ok) {
      throw new ApiError('http', `${endpoint.method} ${url} answered ${response.status}`, {
        status: response.status,
        body: json,
      });
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError('invalid-response', `${endpoint.method} ${url} returned an unexpected shape`, {
        cause: parsed.error,
        body: json,
      });
    }
    return parsed.data as CallResult<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
