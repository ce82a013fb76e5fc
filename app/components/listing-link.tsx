import { Link, useNavigate, type LinkProps } from 'react-router';
import { gateGuestClick } from '../lib/guest-gate.ts';

/** A link to a contractor or equipment page; guests see the login prompt first (lib/guest-gate.ts). */
export function ListingLink({ to, ...rest }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return <Link to={to} {...rest} onClick={(e) => gateGuestClick(e, () => navigate(to))} />;
}
