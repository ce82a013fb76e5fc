import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError, apiPost } from '../lib/api.ts';
import { onPendingAction, requireLogin } from '../lib/pending-action.ts';
import { notify } from '../lib/toast.ts';

type Props = { id: number; type: 'equipment' | 'contractor'; name: string; saved: boolean; className?: string };

/**
 * The save toggle (docs/product.md#wishlist): saved/unsaved, disabled during the call, the login prompt for guests
 * (then saved once they are in), toasts '{type} saved successfully.' / '{type} removed from saved list.'.
 */
export function SaveButton({ id, type, name, saved: initial, className = '' }: Props) {
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSaved(initial), [initial]);

  async function set(next: boolean) {
    setBusy(true);
    try {
      const r = await apiPost<{ message: string }>(next ? '/api/save' : '/api/unsave', { id, userType: type });
      setSaved(next);
      void notify.success(r.message);
    } catch (err) {
      console.error(next ? 'Save failed' : 'Unsave failed', err);
      // Too many changes (429): the server's sentence says so; anything else keeps the spec's toast.
      void notify.error(err instanceof ApiError && err.status === 429 ? err.message : 'Failed to update saved status.');
    } finally {
      setBusy(false);
    }
  }

  const ref = `save:${type}:${id}`;
  useEffect(() => onPendingAction(ref, () => void set(true)), [ref]);

  return (
    <button
      type="button"
      aria-label={saved ? `Remove ${name} from saved` : `Save ${name}`}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => requireLogin({ action: 'save', ref }) && void set(!saved)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full disabled:opacity-50 ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${saved ? 'fill-red-600 text-red-600' : 'text-ink'}`} />
    </button>
  );
}
