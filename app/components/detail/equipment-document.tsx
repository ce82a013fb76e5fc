import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { askToLogin } from '../../lib/login-prompt.ts';

const boxClass = 'mt-4 flex max-w-2xl flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 p-4';
const actionClass = 'inline-flex min-h-11 items-center pl-9 font-semibold text-navy underline sm:pl-0';

/**
 * The vendor's document (brochure, registration) on the equipment page (docs/decisions/053): a
 * signed-in person downloads it through the authorised call in `url`; a guest learns that there is
 * one and is asked to log in (the page reloads its data after login, and the link appears).
 */
export function EquipmentDocument({ url, signedIn }: { url: string | null; signedIn: boolean }) {
  if (!url) return null;
  return (
    <section className={boxClass} data-testid="equipment-document">
      <FileText aria-hidden className="size-6 shrink-0 text-amber-deep" />
      {/* At least 13rem of text: on a phone the action goes to its own line instead of squeezing the words. */}
      <p className="min-w-0 flex-1 basis-52">
        <strong className="block">
          <Trans>Document from the vendor (PDF)</Trans>
        </strong>
        <span className="text-sm text-slate-600">
          <Trans>Brochure, registration or other papers the vendor shared.</Trans>
        </span>
      </p>
      {signedIn ? (
        <a href={url} download className={actionClass}>
          <Trans>Download document</Trans>
        </a>
      ) : (
        <button type="button" onClick={askToLogin} className={actionClass}>
          <Trans>Log in to see it</Trans>
        </button>
      )}
    </section>
  );
}
