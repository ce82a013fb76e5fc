import { Trans } from '@lingui/react/macro';
import type { LinkProps } from 'react-router';
import { Link, useLocalNavigate as useNavigate } from '../i18n/react.tsx';
import { gateGuestClick } from '../lib/guest-gate.ts';

/** A link to a contractor or equipment page; guests see the login prompt first (lib/guest-gate.ts). */
export function ListingLink({ to, ...rest }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return <Link to={to} {...rest} onClick={(e) => gateGuestClick(e, () => navigate(to))} />;
}

/** The ENQUIRE button of a card: the listing page's enquiry section. */
export const EnquireLink = ({ to, className = 'mt-4' }: { to: string; className?: string }) => (
  <ListingLink to={`${to}#enquire`} className={`${className} block rounded-lg bg-amber-brand py-3 text-center font-semibold text-navy hover:bg-amber-400`}>
    <Trans>ENQUIRE</Trans>
  </ListingLink>
);
