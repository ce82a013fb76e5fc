/** Paths of the management site (docs/product.md#provider-workspaces). MANAGE_URL defaults to this site. Built in one place. */
export const MANAGE = {
  home: '/manage',
  equipments: '/manage/equipments',
  newEquipment: '/manage/equipments/new',
  /** Many machines at once from a CSV file (docs/decisions/060). */
  importEquipment: '/manage/equipments/import',
  equipment: (id: number) => `/manage/equipments/${id}`,
  vendorProfile: '/manage/vendor-profile',
  contractorProfile: '/manage/contractor-profile',
  projects: '/manage/projects',
  enquiries: '/manage/enquiries',
  enquiry: (id: number) => `/manage/enquiries/${id}`,
  /** Reviews of the provider's listings, each answerable once in public (docs/decisions/058). */
  reviews: '/manage/reviews',
  /** Requirements sent to the provider (docs/decisions/056); one opened with its quote form. */
  requirements: '/manage/requirements',
  requirement: (id: number) => `/manage/requirements/${id}`,
  resume: '/manage/resume',
  admin: '/admin',
} as const;

/** Job seekers register here (the /staffing call-to-action); `role` preselects Job seeker. */
export const REGISTER_JOB_SEEKER = '/account/register?role=jobseeker';

/**
 * A link to a management screen. `manageUrl` is MANAGE_URL as the browser gets it (publicConfig):
 * empty when the management screens are on this site, and the link is then the bare path, so it
 * keeps the visitor's own host (127.0.0.1, a proxy's name) and with it their session. Only a
 * separate management site gets an absolute URL (docs/decisions/024).
 */
export function manageHref(manageUrl: string | undefined, path: string): string {
  const base = manageUrl?.trim().replace(/\/+$/, '') ?? '';
  return base ? `${base}${path}` : path;
}
