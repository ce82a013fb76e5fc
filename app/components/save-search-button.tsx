import { useLingui } from '@lingui/react/macro';
import { BellPlus, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { clientAreaUrl } from '../../lib/urls.ts';
import { Link } from '../i18n/react.tsx';
import { api } from '../lib/api-client.ts';
import { onPendingAction, requireLogin } from '../lib/pending-action.ts';
import { useSubmit } from '../lib/use-submit.ts';

/**
 * 'Save this search' on the list pages (docs/decisions/059-saved-searches.md): keeps the list's current query
 * (the server stores its normal form) under `name`, the page's heading. Guests get the login prompt and the
 * search is saved once they are in. Once saved it links to the saved searches in the account area.
 */
export function SaveSearchButton({ kind, name }: { kind: 'equipment' | 'contractor'; name: string }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const [saved, setSaved] = useState(false);
  // Another search (a filter changed) can be saved again.
  useEffect(() => setSaved(false), [search]);
  const save = useSubmit(api.savedSearches.save, {
    fallback: t`Could not save this search. Please try again.`,
    toast: { success: (r) => (r.created ? t`Search saved. We will email you new matches once a day.` : t`This search is already saved.`), error: true },
    onSuccess: () => setSaved(true),
  });
  const ref = `saved-search:${kind}`;
  const run = () => void save.submit({ kind, query: search, name });
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once per list; `run` reads the latest address when it runs
  useEffect(() => onPendingAction(ref, run), [ref]);
  if (saved)
    return (
      <Link
        to={clientAreaUrl('saved')}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-green-300 bg-green-50 px-3 text-sm font-semibold text-green-800 hover:bg-green-100"
      >
        <Check aria-hidden className="size-4" /> {t`Saved: see your saved searches`}
      </Link>
    );
  return (
    <button
      type="button"
      disabled={save.pending}
      onClick={() => requireLogin({ action: 'save', ref }) && run()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-60"
    >
      <BellPlus aria-hidden className="size-4" /> {save.pending ? t`Saving...` : t`Save this search`}
    </button>
  );
}
