import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/react.tsx';

/**
 * "Post a requirement" where a client may not find what they need (docs/decisions/056): a plain link to the
 * form, prefilled with the machine type, contractor type and site the page is about (`to`, built by the
 * loader with newRequirementUrl, so the list pages carry no URL code for it).
 */
export function PostRequirementLink({ to, className = '' }: { to: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      <Trans>Want quotes instead of calling around?</Trans>{' '}
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-navy underline decoration-amber-brand decoration-2 underline-offset-4">
        <Trans>Post a requirement</Trans>
      </Link>
    </p>
  );
}
