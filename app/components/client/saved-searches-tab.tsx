import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, BellOff, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedSearch } from '../../../contract/saved-searches.ts';
import { UpdateSavedSearchRequest } from '../../../contract/saved-searches.ts';
import { Link, useLang } from '../../i18n/react.tsx';
import { api } from '../../lib/api-client.ts';
import { cardDateTime } from '../../lib/client-area.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Field, inputClass } from '../ui/field.tsx';
import { EmptyState } from './list-parts.tsx';

/**
 * Saved searches (docs/decisions/059-saved-searches.md): each opens its list; its daily mail of new matches
 * can be turned off and on; it can be renamed and deleted. Changes go through the API and show at once.
 */
export function SavedSearchesTab({ initial, max }: { initial: SavedSearch[]; max: number }) {
  const [items, setItems] = useState(initial);
  const replace = (s: SavedSearch) => setItems((all) => all.map((x) => (x.id === s.id ? s : x)));
  const drop = (id: number) => setItems((all) => all.filter((x) => x.id !== id));
  const { t } = useLingui();
  return (
    <div>
      <h2 className="text-xl font-semibold">
        <Trans>Saved searches</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Each morning we email you the new listings that match a saved search (only when there are new ones). {items.length} of {max} saved.
        </Trans>
      </p>
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            text={t`No saved searches yet. Choose your filters on the equipment or contractor list, then tap “Save this search”.`}
            action={t`Browse equipment`}
            to="/equipments"
          />
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((s) => (
            <SavedSearchCard key={s.id} s={s} onChange={replace} onDelete={drop} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchCard({ s, onChange, onDelete }: { s: SavedSearch; onChange: (s: SavedSearch) => void; onDelete: (id: number) => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(s.name);
  // The box follows the tap at once; a refused change puts it back.
  const [alertsOn, setAlertsOn] = useState(s.alerts);
  const toggle = async (on: boolean) => {
    setAlertsOn(on);
    if (!(await alerts.submit({ id: s.id, alerts: on }))) setAlertsOn(!on);
  };
  const rename = useSubmit(api.savedSearches.update, {
    fallback: t`Could not rename the search. Please try again.`,
    toast: { success: t`Saved search renamed.` },
    onSuccess: (r) => {
      onChange(r.data);
      setRenaming(false);
    },
  });
  const alerts = useSubmit(api.savedSearches.update, {
    fallback: t`Could not change the emails. Please try again.`,
    toast: { success: (r) => (r.data.alerts ? t`Emails on: new matches once a day.` : t`Emails off for this search.`), error: true },
    onSuccess: (r) => onChange(r.data),
  });
  const removal = useSubmit(api.savedSearches.remove, {
    fallback: t`Could not delete the search. Please try again.`,
    toast: { success: t`Saved search deleted.`, error: true },
    onSuccess: () => onDelete(s.id),
  });
  const fieldId = `saved-name-${s.id}`;
  const submitName = (e: React.FormEvent) => {
    e.preventDefault();
    const input = rename.validate(UpdateSavedSearchRequest, { id: s.id, name });
    if (input) void rename.submit(input);
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      {renaming ? (
        <form onSubmit={submitName} noValidate className="space-y-3">
          <Field id={fieldId} label={t`Name of the search`} error={rename.errors.name ?? rename.failure?.message}>
            <input
              id={fieldId}
              className={inputClass}
              value={name}
              maxLength={150}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!(rename.errors.name ?? rename.failure)}
              aria-describedby={rename.errors.name || rename.failure ? `${fieldId}-err` : undefined}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={rename.pending} className={buttonClasses.action}>
              {rename.pending ? t`Saving...` : t`Save name`}
            </button>
            <button
              type="button"
              className={buttonClasses.outline}
              onClick={() => {
                setRenaming(false);
                setName(s.name);
                rename.setErrors({});
              }}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{s.name}</h3>
            <p className="text-sm text-slate-600">
              {s.kind === 'equipment' ? t`Equipment` : t`Contractors`} · {t`Saved ${cardDateTime(s.createdAt, lang)}`}
            </p>
          </div>
          <Link to={s.path} className={buttonClasses.secondary}>
            <Search aria-hidden className="size-4" /> <Trans>Open</Trans>
          </Link>
        </div>
      )}
      {!renaming && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-amber-600" checked={alertsOn} disabled={alerts.pending} onChange={(e) => void toggle(e.currentTarget.checked)} />
            {alertsOn ? <Bell aria-hidden className="size-4" /> : <BellOff aria-hidden className="size-4" />}
            <Trans>Email me new matches daily</Trans>
          </label>
          <button type="button" className={buttonClasses.outline} onClick={() => setRenaming(true)}>
            <span className="inline-flex items-center gap-2">
              <Pencil aria-hidden className="size-4" /> <Trans>Rename</Trans>
            </span>
          </button>
          {confirming ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <span className="text-sm">
                <Trans>Delete this saved search?</Trans>
              </span>
              <button type="button" className={buttonClasses.danger} disabled={removal.pending} onClick={() => void removal.submit({ id: s.id })}>
                {removal.pending ? t`Deleting...` : t`Delete`}
              </button>
              <button type="button" className={buttonClasses.outline} onClick={() => setConfirming(false)}>
                <Trans>Keep</Trans>
              </button>
            </span>
          ) : (
            <button type="button" className={buttonClasses.dangerSecondary} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden className="size-4" /> <Trans>Delete</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
