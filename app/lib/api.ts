/** Browser calls to our API (docs/product.md#calls): cookies, JSON, 20 s timeout; failures carry the server's message. */
export const REQUEST_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || json.success === false) {
    const message = typeof json.message === 'string' ? json.message : typeof json.Message === 'string' ? json.Message : '';
    throw new ApiError(message, res.status, json);
  }
  return json as T;
}

export const apiGet = <T = Record<string, unknown>>(path: string, query?: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return call<T>('GET', s ? `${path}?${s}` : path);
};
export const apiPost = <T = Record<string, unknown>>(path: string, body: unknown = {}) => call<T>('POST', path, body);

/** The server's message when it gave one, else the fallback (docs/product.md#error-catalogue wording). */
export const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message && err.status < 500 ? err.message : fallback);
