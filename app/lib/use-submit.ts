import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { RouteContract } from '../../contract/route-contract.ts';
import { ApiError, callApi, isRefusal, serverFieldErrors, type ApiInput, type ApiOutput, type RouteRef } from './api-client.ts';
import { localMessage } from './form-messages.ts';
import { notify } from './toast.ts';

/**
 * The one submit path of every form and dialog (docs/decisions/027): pending state, the failure
 * worded for the user, field errors (the form's own schema, or the server's `errors` list) and the
 * toast. The logic lives in `runSubmit` (plain functions, unit-tested); `useSubmit` holds its state.
 */

/** What the form shows when a call fails: one sentence, and under it the server's reason when it says more. */
export type Failure = { message: string; reason?: string; status: number };
export type FieldErrors = Record<string, string | undefined>;

export type SubmitOptions<Out> = {
  /** The form's own text for a call that got no usable answer: 5xx, network, timeout (docs/product.md#error-catalogue wording). */
  fallback: string;
  /** The form's text when the server refused (4xx) without a sentence of its own; defaults to `fallback`. */
  rejected?: string;
  /**
   * Client-area wording (docs/decisions/013): a refusal shows `rejected` and the server's sentence
   * under it, instead of the server's sentence alone.
   */
  reasonUnder?: boolean;
  onSuccess?: (out: Out) => void;
  /** Sees a failure first; answering true means the caller shows it in its own way (no failure, no toast). */
  onFailure?: (err: unknown) => boolean;
  /**
   * Toasts: `loading` (shown during the call, then replaced), `success` (text, or a function of the
   * answer; undefined = no toast); `error` toasts the failure too.
   */
  toast?: { loading?: string; success?: string | ((out: Out) => string | undefined); error?: boolean };
};

/** The failure as the user reads it. */
export function describeFailure(err: unknown, o: Pick<SubmitOptions<unknown>, 'fallback' | 'rejected' | 'reasonUnder'>): Failure {
  const status = err instanceof ApiError ? err.status : 0;
  if (!isRefusal(err)) return { message: o.fallback, status };
  const said = err.message;
  const rejected = o.rejected ?? o.fallback;
  if (o.reasonUnder) return said && said !== rejected ? { message: rejected, reason: said, status } : { message: rejected, status };
  return { message: said || rejected, status };
}

/** First message per field of a Zod result, keyed by the first path segment ('form' for object-level). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
}

export type SubmitState = { pending: boolean; failure: Failure | null; errors: FieldErrors };
export const IDLE: SubmitState = { pending: false, failure: null, errors: {} };

/** One call: reports each state to `set` (pending, then done or failed) and answers the output, or undefined on failure. */
export async function runSubmit<R extends RouteContract>(
  ref: RouteRef<R>,
  input: ApiInput<R> | FormData,
  o: SubmitOptions<ApiOutput<R>>,
  set: (s: SubmitState) => void,
): Promise<ApiOutput<R> | undefined> {
  set({ pending: true, failure: null, errors: {} });
  const toastId = o.toast?.loading ? await notify.loading(o.toast.loading) : undefined;
  let out: ApiOutput<R>;
  try {
    out = await (callApi as (r: RouteRef<R>, i: unknown) => Promise<ApiOutput<R>>)(ref, input);
  } catch (err) {
    // docs/product.md#calls "failures are logged": the browser's console already lists every failed request
    // (status or network error); the user reads the worded failure. No second console line.
    if (o.onFailure?.(err)) {
      set(IDLE);
      if (toastId !== undefined) void notify.dismiss(toastId);
      return undefined;
    }
    const failure = describeFailure(err, o);
    set({ pending: false, failure, errors: serverFieldErrors(err) });
    if (o.toast?.error) void notify.error(failure.message, toastId);
    else if (toastId !== undefined) void notify.dismiss(toastId);
    return undefined;
  }
  set(IDLE);
  const success = typeof o.toast?.success === 'function' ? o.toast.success(out) : o.toast?.success;
  if (success) void notify.success(success, toastId);
  else if (toastId !== undefined) void notify.dismiss(toastId);
  o.onSuccess?.(out);
  return out;
}

export function useSubmit<R extends RouteContract>(ref: RouteRef<R>, options: SubmitOptions<ApiOutput<R>>) {
  const [state, setState] = useState<SubmitState>(IDLE);
  const busy = useRef(false);
  const opts = useRef(options);
  opts.current = options;
  const { i18n } = useLingui();

  const submit = useCallback(
    async (input: ApiInput<R> | FormData) => {
      if (busy.current) return undefined; // a second tap while sending sends nothing
      busy.current = true;
      try {
        return await runSubmit(ref, input, opts.current, setState);
      } finally {
        busy.current = false;
      }
    },
    [ref],
  );

  /** Checks `data` with the form's schema (the contract's): field errors shown (in the page's language) and undefined, or the parsed input. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S, data: unknown): z.output<S> | undefined => {
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      setState({ pending: false, failure: null, errors: fieldErrors(parsed.error.issues.map((i) => ({ path: i.path, message: localMessage(i18n, i.message) }))) });
      return undefined;
    },
    [i18n],
  );

  return {
    ...state,
    submit,
    validate,
    /** Show errors the form found itself (e.g. 'Passwords do not match.'), clearing any failure. */
    setErrors: useCallback((errors: FieldErrors) => setState({ pending: false, failure: null, errors }), []),
    /** Show a failure worded by the form itself. */
    fail: useCallback((message: string) => setState({ pending: false, failure: { message, status: 0 }, errors: {} }), []),
    reset: useCallback(() => setState(IDLE), []),
    /** A form's onChange: editing a field clears its own error and the failure. */
    clearOnChange: useCallback((e: React.FormEvent<HTMLFormElement>) => {
      const name = (e.target as HTMLInputElement).name;
      if (name) setState((s) => (s.errors[name] || s.errors.form || s.failure ? { ...s, failure: null, errors: { ...s.errors, [name]: undefined, form: undefined } } : s));
    }, []),
  };
}
