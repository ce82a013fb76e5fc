import type { CurrentUser } from '../../contract/account.ts';

export type MenuItem = { label: string; href: string };

export const clientAreaUrl = (tab: 'profile' | 'enquiries' | 'wishlist' = 'profile') => `/client/manage?tab=${tab}`;

/** Role menus (spec §6). Provider and admin screens live on the management site (MANAGE_URL). */
export function roleMenu(role: CurrentUser['Role'], manageUrl: string): MenuItem[] {
  const m = manageUrl.replace(/\/+$/, '');
  switch (role) {
    case 'Vendor':
      return [
        { label: 'Manage Equipments', href: `${m}/manage/equipments` },
        { label: 'Edit Profile', href: `${m}/manage/profile` },
      ];
    case 'Contractor':
      return [
        { label: 'Manage Projects', href: `${m}/manage/projects` },
        { label: 'Edit Profile', href: `${m}/manage/profile` },
      ];
    case 'Admin':
      return [
        { label: 'Admin Desk', href: `${m}/admin` },
        { label: 'Edit Profile', href: `${m}/manage/profile` },
      ];
    case 'JobSeeker':
      return [{ label: 'Edit Profile', href: `${m}/manage/profile` }];
    default:
      return [
        { label: 'Profile', href: clientAreaUrl('profile') },
        { label: 'Enquiries', href: clientAreaUrl('enquiries') },
        { label: 'Wishlist', href: clientAreaUrl('wishlist') },
      ];
  }
}
