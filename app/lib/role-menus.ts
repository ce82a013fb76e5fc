import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CurrentUser } from '../../contract/account.ts';
import { MANAGE, manageHref } from '../../lib/manage-urls.ts';
import { clientAreaUrl } from '../../lib/urls.ts';

/** `label` is shown with `i18n._(label)` in the page's language (docs/decisions/048-hindi-site.md). */
export type MenuItem = { label: MessageDescriptor; href: string };

/** The account area's profile with the Verify Your Email dialog open (every role has a profile there). */
export const verifyEmailUrl = () => `${clientAreaUrl('profile')}&verify=email`;

/** Role menus (docs/product.md#roles-and-permissions). Provider and admin screens live on the management site (MANAGE_URL). */
export function roleMenu(role: CurrentUser['Role'], manageUrl: string): MenuItem[] {
  const m = (path: string) => manageHref(manageUrl, path);
  switch (role) {
    case 'Vendor':
      return [
        { label: msg`Manage Equipments`, href: m(MANAGE.equipments) },
        { label: msg`Enquiries`, href: m(MANAGE.enquiries) },
        { label: msg`Requirements`, href: m(MANAGE.requirements) },
        { label: msg`Edit Profile`, href: m(MANAGE.vendorProfile) },
      ];
    case 'Contractor':
      return [
        { label: msg`Manage Projects`, href: m(MANAGE.projects) },
        { label: msg`Enquiries`, href: m(MANAGE.enquiries) },
        { label: msg`Requirements`, href: m(MANAGE.requirements) },
        { label: msg`Edit Profile`, href: m(MANAGE.contractorProfile) },
      ];
    case 'Admin':
      return [
        { label: msg`Admin Desk`, href: m(MANAGE.admin) },
        { label: msg`Edit Profile`, href: clientAreaUrl('profile') },
      ];
    case 'JobSeeker':
      return [{ label: msg`Edit Profile`, href: m(MANAGE.resume) }];
    default:
      return [
        { label: msg`Profile`, href: clientAreaUrl('profile') },
        { label: msg`Enquiries`, href: clientAreaUrl('enquiries') },
        { label: msg`Wishlist`, href: clientAreaUrl('wishlist') },
      ];
  }
}
