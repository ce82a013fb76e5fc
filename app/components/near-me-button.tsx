import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useLocalNavigate as useNavigate } from '../i18n/react.tsx';
import { NEAR_ME_DENIED, NEAR_ME_UNAVAILABLE, nearPointParam } from '../lib/near-me.ts';
import { notify } from '../lib/toast.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

const buttonClass = 'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface disabled:opacity-70';

/**
 * "Near me" on the list pages: asks the browser where it is and opens the same list near that point,
 * nearest first (`hrefFor` builds the URL). A refusal or a failure says so in a toast and changes nothing.
 * Before the JavaScript runs it is a link to the filters, whose Near field takes a city or PIN code
 * (docs/decisions/044-phone-cards-and-near-me.md, 037).
 */
export function NearMeButton({ hrefFor }: { hrefFor: (near: string) => string }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!hydrated)
    return (
      <a href="#list-filters" className={buttonClass}>
        <LocateFixed aria-hidden className="size-4" /> <Trans>Near me</Trans>
      </a>
    );
  const locate = () => {
    if (!('geolocation' in navigator)) {
      void notify.error(i18n._(NEAR_ME_UNAVAILABLE));
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setBusy(false);
        navigate(hrefFor(nearPointParam(p.coords.latitude, p.coords.longitude)), { preventScrollReset: true });
      },
      (err) => {
        setBusy(false);
        void notify.error(i18n._(err.code === err.PERMISSION_DENIED ? NEAR_ME_DENIED : NEAR_ME_UNAVAILABLE));
      },
      // A position up to 10 minutes old is close enough for a 1 km grid, and answers at once.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };
  return (
    <button type="button" onClick={locate} disabled={busy} className={buttonClass}>
      <LocateFixed aria-hidden className="size-4" /> {busy ? <Trans>Locating…</Trans> : <Trans>Near me</Trans>}
    </button>
  );
}
