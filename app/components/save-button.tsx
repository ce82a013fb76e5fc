import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useLang } from '../i18n/react.tsx';
import { useEffect, useState } from 'react';
import { api } from '../lib/api-client.ts';
import { onPendingAction, requireLogin } from '../lib/pending-action.ts';
import { useSubmit, type SubmitOptions } from '../lib/use-submit.ts';

type Props = { id: number; type: 'equipment' | 'contractor'; name: string; saved: boolean; className?: string };

/**
 * The save toggle (docs/product.md#wishlist): saved/unsaved, disabled during the call, the login prompt for guests
 * (then saved once they are in), toasts '{type} saved successfully.' / '{type} removed from saved list.'.
 */
export function SaveButton({ id, type, name, saved: initial, className = '' }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const [saved, setSaved] = useState(initial);
  // The API's sentence is English ('Equipment saved successfully.'); a Hindi page says the same in Hindi.
  const said = (next: boolean) =>
    next
      ? type === 'equipment'
        ? t`Equipment saved successfully.`
        : t`Contractor saved successfully.`
      : type === 'equipment'
        ? t`Equipment removed from saved list.`
        : t`Contractor removed from saved list.`;
  useEffect(() => setSaved(initial), [initial]);
  // docs/product.md#error-catalogue 'Failed to update saved status.'; a refusal with a sentence (429 too many changes, 401) says why.
  const toggled = (next: boolean): SubmitOptions<{ message: string }> => ({
    fallback: t`Failed to update saved status.`,
    toast: { success: (r) => (lang === 'en' ? r.message : said(next)), error: true },
    onSuccess: () => setSaved(next),
  });
  const save = useSubmit(api.client.save, toggled(true));
  const unsave = useSubmit(api.client.unsave, toggled(false));
  const busy = save.pending || unsave.pending;
  const set = (next: boolean) => (next ? save : unsave).submit({ id, userType: type });

  const ref = `save:${type}:${id}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once per listing; `set` reads the latest hooks when it runs
  useEffect(() => onPendingAction(ref, () => void set(true)), [ref]);

  return (
    <button
      type="button"
      aria-label={saved ? t`Remove ${name} from saved` : t`Save ${name}`}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => requireLogin({ action: 'save', ref }) && void set(!saved)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full disabled:opacity-50 ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${saved ? 'fill-red-600 text-red-600' : 'text-ink'}`} />
    </button>
  );
}
