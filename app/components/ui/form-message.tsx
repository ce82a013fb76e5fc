import { usePageMessage } from '../../lib/server-message.ts';
import type { Failure } from '../../lib/use-submit.ts';

/** A form's outcome: success (status) or a failure (alert) with the server's reason under it when it said more. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-3 text-center font-semibold text-green-800">
      {children}
    </p>
  );
}

/** useSubmit's failure; nothing when there is none. A server sentence reads in the page's language (docs/decisions/051). */
export function FailureMessage({ failure }: { failure: Pick<Failure, 'message' | 'reason'> | null | undefined }) {
  const message = usePageMessage(failure?.message);
  const reason = usePageMessage(failure?.reason);
  if (!failure) return null;
  if (!reason) return <FormMessage kind="error">{message}</FormMessage>;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{message}</p>
      <p className="mt-0.5">{reason}</p>
    </div>
  );
}
