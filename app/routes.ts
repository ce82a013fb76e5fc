import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('equipments', 'routes/equipments.tsx'),
  route('contractors', 'routes/contractors.tsx'),
  route('equipment/:slugId', 'routes/equipment-detail.tsx'),
  route('contractor/:slugId', 'routes/contractor-detail.tsx'),
  // Landing pages: one machine on rent in one city, one contractor type in one city (docs/decisions/045-landing-pages.md).
  route('rent/:machine/:city', 'routes/rent-landing.tsx'),
  route('contractors/:type/:city', 'routes/contractor-landing.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  // The second, shorter home page (docs/product.md#home-page) shares the home module (docs/decisions/007).
  route('list-with-us', 'routes/home.tsx', { id: 'routes/list-with-us' }),
  // The management site (docs/product.md#provider-workspaces): one frame for every provider screen.
  route('manage', 'routes/manage/layout.tsx', [
    index('routes/manage/index.tsx'),
    // Vendor
    route('equipments', 'routes/manage/equipments.tsx'),
    route('equipments/new', 'routes/manage/equipment-edit.tsx', { id: 'routes/manage/equipment-new' }),
    route('equipments/:id', 'routes/manage/equipment-edit.tsx'),
    route('vendor-profile', 'routes/manage/vendor-profile.tsx'),
    // Contractor
    route('contractor-profile', 'routes/manage/contractor-profile.tsx'),
    route('projects', 'routes/manage/projects.tsx'),
    // Vendor and contractor inbox
    route('enquiries', 'routes/manage/enquiries.tsx'),
    route('enquiries/:id', 'routes/manage/enquiry.tsx'),
    // Job seeker
    route('resume', 'routes/manage/resume.tsx'),
  ]),
  route('account/register', 'routes/account-register.tsx'),
  // Where the mail sent when sign-in is paused points (docs/decisions/019).
  route('account/unlock', 'routes/account-unlock.tsx'),
  route('staffing', 'routes/staffing.tsx'),
  // The Admin Desk (role Admin).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('moderation', 'routes/admin/moderation.tsx'),
    route('providers', 'routes/admin/providers.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('stats', 'routes/admin/stats.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
  ]),
  route('client/manage', 'routes/client-manage.tsx'),
] satisfies RouteConfig;
