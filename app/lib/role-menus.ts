import type { CurrentUser } from '../../contract/account.ts';
import { MANAGE, manageHref } from '../../lib/manage-urls.ts';
import { clientAreaUrl } from '../../lib/urls.ts';

export type MenuItem = { label: string; href: string };

/** The account area's profile with the Verify Your Email dialog open (every role has a profile there). */
export const verifyEmailUrl = () => `${clientAreaUrl('profile')}&verify=email`;

/** Role menus (docs/product.md#roles-and-permissions). Provider and admin screens live on the management site (MANAGE_URL). */
export function roleMenu(role: CurrentUser['Role'], manageUrl: string): MenuItem[] {
  const m = (path: string) => manageHref(manageUrl, path);
  switch (role) {
    case 'Vendor':
      return [
        { label: 'Manage Equipments', href: m(MANAGE.equipments) },
        { label: 'Enquiries', href: m(MANAGE.enquiries) },
        { label: 'Edit Profile', href: m(MANAGE.vendorProfile) },
      ];
    case 'Contractor':
      return [
        { label: 'Manage Projects', href: m(MANAGE.projects) },
        { label: 'Enquiries', href: m(MANAGE.enquiries) },
        { label: 'Edit Profile', href: m(MANAGE.contractorProfile) },
      ];
    case 'Admin':
      return [
        { label: 'Admin Desk', href: m(MANAGE.admin) },
        { label: 'Edit Profile', href: clientAreaUrl('profile') },
      ];
    case 'JobSeeker':
      return [{ label: 'Edit Profile', href: m(MANAGE.resume) }];
    default:
      return [
        { label: 'Profile', href: clientAreaUrl('profile') },
        { label: 'Enquiries', href: clientAreaUrl('enquiries') },
        { label: 'Wishlist', href: clientAreaUrl('wishlist') },
      ];
  }
}
