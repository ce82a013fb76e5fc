import type { z } from 'zod';
import type { RouteContract } from '../../contract/route-contract.ts';
import type { account, client, profile, publicV3 } from '../../contract/routes.ts';
import type { adminRoutes } from '../../contract/admin.ts';
import type { contractorRoutes } from '../../contract/contractor.ts';
import type { requirementRoutes } from '../../contract/requirements.ts';
import type { savedSearchRoutes } from '../../contract/saved-searches.ts';
import type { vendorRoutes } from '../../contract/vendor.ts';
import type { workforceRoutes } from '../../contract/workforce.ts';

/**
 * The one way the browser calls our API (docs/decisions/027): `callApi(api.client.reviewSubmit, input)`.
 * Each `api.<area>.<call>` names an entry of contract/ and carries its types: the input is the
 * request schema's input, the answer the response schema's output. Nothing else can be called —
 * a reference only comes from the generated table (app/lib/api-routes.ts), which the type checker
 * proves equal to contract/ (method and path), and no API path string exists elsewhere in app/ (app/lib/no-api-literals.test.ts).
 * Cookies same-origin, JSON (or multipart with a FormData body), the page's language, 20 s timeout; a failure throws
 * ApiError with the server's sentence and status.
 */
export { api } from './api-routes.ts';

/** The contract tables the browser may call, by area (the areas of `api`). */
export type ApiTables = {
  account: typeof account;
  client: typeof client;
  profile: typeof profile;
  public: typeof publicV3;
  vendor: typeof vendorRoutes;
  contractor: typeof contractorRoutes;
  workforce: typeof workforceRoutes;
  admin: typeof adminRoutes;
  requirements: typeof requirementRoutes;
  savedSearches: typeof savedSearchRoutes;
};

declare const CONTRACT: unique symbol;
/** A contract entry as the browser holds it: its method and path, typed by the entry itself. */
export type RouteRef<R extends RouteContract = RouteContract> = readonly [method: R['method'], path: R['path']] & { readonly [CONTRACT]: R };
/** What the generated table must hold for each entry (checked with `satisfies`). */
export type RoutePaths = {
  [A in keyof ApiTables]: { [K in keyof ApiTables[A]]: ApiTables[A][K] extends RouteContract ? readonly [ApiTables[A][K]['method'], ApiTables[A][K]['path']] : never };
};
export type ApiRefs = { [A in keyof ApiTables]: { [K in keyof ApiTables[A]]: ApiTables[A][K] extends RouteContract ? RouteRef<ApiTables[A][K]> : never } };

export type ApiInput<R extends RouteContract> = R extends { request: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type ApiOutput<R extends RouteContract> = z.output<R['response']>;
/** A body for the call: the schema's input, or FormData for a multipart POST. GET input becomes the query string. */
type Args<R extends RouteContract> = ApiInput<R> extends undefined ? [input?: undefined] : [input: ApiInput<R> | (R['method'] extends 'POST' ? FormData : never)];

/** docs/product.md#business-constants-and-limits: every call times out after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came (network down, timeout). */
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function queryString(input: unknown): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The page's language (`<html lang>`: 'hi' on /hi pages) as `Accept-Language`, so the server words its
 * refusals in it (docs/decisions/051). Always sent from a page: otherwise a browser set to Hindi would get
 * Hindi answers on an English page.
 */
function pageLanguageHeader(): { 'Accept-Language'?: string } {
  if (typeof document === 'undefined') return {};
  return { 'Accept-Language': document.documentElement.lang === 'hi' ? 'hi' : 'en' };
}

export async function callApi<R extends RouteContract>(ref: RouteRef<R>, ...[input]: Args<R>): Promise<ApiOutput<R>> {
  const [method, path] = ref;
  const isForm = typeof FormData !== 'undefined' && input instanceof FormData;
  const json = method === 'POST' && !isForm;
  let res: Response;
  try {
    res = await fetch(method === 'GET' ? path + queryString(input) : path, {
      method,
      credentials: 'same-origin',
      headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), Accept: 'application/json', ...pageLanguageHeader() },
      body: method === 'GET' ? undefined : isForm ? (input as FormData) : JSON.stringify(input ?? {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ApiError('', 0, { cause: String(err) });
  }
  // Always read the body: an unread `no-store` answer keeps the request open in Chromium.
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || body.success === false) {
    const message = typeof body.message === 'string' ? body.message : typeof body.Message === 'string' ? body.Message : '';
    throw new ApiError(message, res.status, body);
  }
  return body as ApiOutput<R>;
}

/** True when the server answered and refused (a 4xx, or `{success:false}`), as opposed to no answer or a 5xx. */
export const isRefusal = (err: unknown): err is ApiError => err instanceof ApiError && err.status > 0 && err.status < 500;

/** The server's sentence when it refused with one (4xx), else the form's own text (docs/product.md#error-catalogue wording). */
export const messageOf = (err: unknown, fallback: string) => (isRefusal(err) && err.message ? err.message : fallback);

/** Per-field messages the server sent (`errors: [{ field, message }]`), keyed by field. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const list = err instanceof ApiError ? err.body.errors : undefined;
  if (!Array.isArray(list)) return out;
  for (const e of list) if (e && typeof e.field === 'string' && typeof e.message === 'string') out[e.field] ??= e.message;
  return out;
}
