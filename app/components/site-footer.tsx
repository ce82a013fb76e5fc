import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../i18n/react.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { telUrl } from '../../lib/phone.ts';
import { EQUIPMENT_TILES, equipmentCategoryUrl, registerUrl } from '../lib/links.ts';

export function SiteFooter({ supportEmail, supportPhone, manageUrl }: { supportEmail: string; supportPhone: string; manageUrl: string }) {
  const { i18n } = useLingui();
  return (
    <footer className="mt-16 bg-navy text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">BuildMart</p>
          <p className="mt-2 text-sm">
            <Trans>Construction equipment, contractors and workforce across India.</Trans>
          </p>
        </div>
        <div>
          <p className="font-semibold text-white">
            <Trans>Equipment</Trans>
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {EQUIPMENT_TILES.map((t) => (
              <li key={t.cat}>
                <Link to={equipmentCategoryUrl(t.cat)} className="hover:text-white hover:underline">
                  {i18n._(t.menu)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">
            <Trans>Company</Trans>
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/about" className="hover:underline">
                <Trans>About Us</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:underline">
                <Trans>Contact Us</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:underline">
                <Trans>Terms &amp; Conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:underline">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">
            <Trans>Support</Trans>
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {/* Pages rendered without the root loader (an unknown URL) have no configuration: no empty links. */}
            {supportEmail && (
              <li>
                <a href={`mailto:${supportEmail}`} className="hover:underline">
                  {supportEmail}
                </a>
              </li>
            )}
            {supportPhone && (
              <li>
                <a href={telUrl(supportPhone)} className="hover:underline">
                  {supportPhone}
                </a>
              </li>
            )}
            <li>
              <a href={registerUrl(manageUrl)} target="_blank" rel="noopener" className="hover:underline">
                <Trans>List your business for free</Trans>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        <Trans>© {new Date().getFullYear()} BuildMart. All rights reserved.</Trans>
        <LanguageSwitch className="ml-3 underline hover:text-white" />
      </p>
    </footer>
  );
}
