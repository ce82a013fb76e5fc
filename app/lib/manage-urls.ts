/** Paths of the management site (issue 5). MANAGE_URL defaults to this site. Built in one place. */
export const MANAGE = {
  home: '/manage',
  equipments: '/manage/equipments',
  newEquipment: '/manage/equipments/new',
  equipment: (id: number) => `/manage/equipments/${id}`,
  vendorProfile: '/manage/vendor-profile',
  contractorProfile: '/manage/contractor-profile',
  projects: '/manage/projects',
  enquiries: '/manage/enquiries',
  enquiry: (id: number) => `/manage/enquiries/${id}`,
  resume: '/manage/resume',
  admin: '/admin',
} as const;

/** Job seekers register here (the /staffing call-to-action); `role` preselects Job seeker. */
export const REGISTER_JOB_SEEKER = '/account/register?role=jobseeker';
