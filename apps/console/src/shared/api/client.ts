import { type Envelope, isSuccess, message } from '@parkflow/domain';
import { ApiError, causeForStatus, NO_RESPONSE } from './errors';
import { getToken } from './token';

/** Seed 002 §9: request timeout 30000 ms. */
const TIMEOUT_MS = 30_000;

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** A multipart body (uploads); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Send no token even if one is stored (login). */
  anonymous?: boolean;
}

function urlOf(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Empty filters are the seed's "all": leave them out rather than send key=.
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The caller's signal (TanStack Query cancels with it) plus our own timeout. */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void; timedOut: () => boolean } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, TIMEOUT_MS);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

type Answer = Partial<Envelope<unknown>> & { field?: unknown };

async function readEnvelope(res: Response): Promise<Answer | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Answer) : null;
  } catch {
    // A proxy's HTML error page: fall back to the status text.
    return null;
  }
}

/** One call to the api: adds the token, unwraps `{ rsCode, rsCause, data }`, throws ApiError otherwise. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers['X-Access-Token'] = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = withTimeout(options.signal);
  let res: Response;
  try {
    res = await fetch(urlOf(path, options.query), {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: timeout.signal,
      // The legacy catalogue gives 302 its own text (没有权限), so do not follow redirects silently.
      redirect: 'manual',
    });
  } catch (error) {
    // A cancellation by the caller stays a cancellation; TanStack Query expects the AbortError.
    if (options.signal?.aborted && !timeout.timedOut()) throw error;
    throw new ApiError(0, NO_RESPONSE, message('HTTP.404'), Boolean(token));
  } finally {
    timeout.done();
  }

  const status = res.type === 'opaqueredirect' ? 302 : res.status;
  if (status === 204) return undefined as T;
  const envelope = status === 302 ? null : await readEnvelope(res);
  if (res.ok && envelope && typeof envelope.rsCode !== 'undefined' && isSuccess({ rsCode: envelope.rsCode })) {
    return envelope.data as T;
  }
  throw failureOf(res, status, envelope, Boolean(token));
}

function failureOf(res: Response, status: number, envelope: Answer | null, sentToken: boolean): ApiError {
  const rsCode = envelope?.rsCode !== undefined ? Number(envelope.rsCode) : status;
  const cause = envelope?.rsCause || causeForStatus(res.ok ? 500 : status);
  const field = typeof envelope?.field === 'string' ? envelope.field : undefined;
  return new ApiError(status, rsCode, cause, sentToken, field, envelope?.data ?? undefined);
}

/** `filename*=UTF-8''…` (or a plain filename=) of a Content-Disposition header. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* malformed: fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * A file from the api with the token header (window.open and <img src> cannot send it): the
 * blob and the server's file name. Failures answer with the JSON envelope and become ApiError.
 */
export async function fetchFile(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> & { fallbackName: string },
): Promise<{ blob: Blob; name: string }> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers['X-Access-Token'] = token;
  const timeout = withTimeout(options.signal);
  let res: Response;
  try {
    res = await fetch(urlOf(path, options.query), { method: 'GET', headers, signal: timeout.signal, redirect: 'manual' });
  } catch (error) {
    if (options.signal?.aborted && !timeout.timedOut()) throw error;
    throw new ApiError(0, NO_RESPONSE, message('HTTP.404'), Boolean(token));
  } finally {
    timeout.done();
  }
  const status = res.type === 'opaqueredirect' ? 302 : res.status;
  const type = res.headers.get('Content-Type') ?? '';
  // Failures still answer with the JSON envelope (and its zh-CN rsCause).
  if (!res.ok || type.includes('application/json')) {
    throw failureOf(res, res.ok ? 500 : status, status === 302 ? null : await readEnvelope(res), Boolean(token));
  }
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('Content-Disposition'), options.fallbackName) };
}

/**
 * A file from the api (xlsx exports, attachments). The token travels in a header, so
 * window.open cannot fetch it: fetch with the token, then hand the blob to the browser as a download.
 */
export async function download(path: string, options: Pick<RequestOptions, 'query'> & { fallbackName: string }): Promise<string> {
  const { blob, name } = await fetchFile(path, options);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; revoking synchronously can cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return name;
}

/**
 * A file from the api shown in a new tab (PDF, images). The tab is opened before the fetch, in
 * the click, so popup blockers let it through; it is closed again if the fetch fails.
 */
export async function preview(path: string, options: { fallbackName: string }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(path, options);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    // The tab keeps what it has loaded; the url is not needed for long.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** What POST /api/files answers (ARCHITECTURE.md: Files). */
export interface StoredFileAnswer {
  id: string;
  name: string;
  size: number;
  url: string;
}

/**
 * POST /api/files: one multipart `file` with its `purpose` (sent first, as the api reads it
 * before the bytes). The envelope is unwrapped as for JSON calls; a refusal is an ApiError with
 * the api's zh-CN rsCause (format, size).
 */
export async function uploadFile(file: Blob & { name: string }, purpose: 'image' | 'document' | 'spreadsheet') {
  const token = getToken();
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const timeout = withTimeout(undefined);
  let res: Response;
  try {
    res = await fetch('/api/files', {
      method: 'POST',
      body: form,
      headers: token ? { 'X-Access-Token': token, Accept: 'application/json' } : { Accept: 'application/json' },
      signal: timeout.signal,
    });
  } catch {
    throw new ApiError(0, NO_RESPONSE, message('HTTP.404'), Boolean(token));
  } finally {
    timeout.done();
  }
  const envelope = await readEnvelope(res);
  if (res.ok && envelope && typeof envelope.rsCode !== 'undefined' && isSuccess({ rsCode: envelope.rsCode })) {
    return envelope.data as StoredFileAnswer;
  }
  throw failureOf(res, res.status, envelope, Boolean(token));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  /** POST /api/files: one `file` and its `purpose` (ARCHITECTURE.md: Files). */
  upload: <T>(path: string, file: File, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    return request<T>('POST', path, { form });
  },
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
