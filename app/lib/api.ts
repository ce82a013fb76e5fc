import { ApiError, REQUEST_TIMEOUT_MS } from './api-client.ts';

/**
 * @deprecated The path-string calls of before the typed client, kept only while app/routes/manage
 * and app/routes/admin move to `callApi(api.<area>.<call>, input)` / `useSubmit` (app/lib/api-client.ts,
 * app/lib/use-submit.ts; issue 16). Delete this file when nothing imports it.
 */
export { ApiError, messageOf, REQUEST_TIMEOUT_MS } from './api-client.ts';

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
