import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every public, account and client screen, once per language: English unprefixed, Hindi under /hi
 * (docs/decisions/048-hindi-site.md). The Hindi copies are the same modules under their own route ids
 * ('hi/…'). `id` keeps the English ids as they were (the file's path).
 */
const bilingual = (lang: 'en' | 'hi'): RouteConfigEntry[] => {
  const id = (file: string) => ({ id: lang === 'en' ? file.replace(/\.tsx$/, '') : `hi/${file.replace(/\.tsx$/, '')}` });
  const r = (path: string, file: string, own?: string) => route(path, file, own ? { id: lang === 'en' ? own : `hi/${own}` } : id(file));
  return [
    index('routes/home.tsx', id('routes/home.tsx')),
    r('equipments', 'routes/equipments.tsx'),
    r('contractors', 'routes/contractors.tsx'),
    r('equipment/:slugId', 'routes/equipment-detail.tsx'),
    r('contractor/:slugId', 'routes/contractor-detail.tsx'),
    // Landing pages: one machine on rent in one city, one contractor type in one city (docs/decisions/045-landing-pages.md).
    r('rent/:machine/:city', 'routes/rent-landing.tsx'),
    r('contractors/:type/:city', 'routes/contractor-landing.tsx'),
    r('about', 'routes/about.tsx'),
    r('contact', 'routes/contact.tsx'),
    r('privacy', 'routes/privacy.tsx'),
    r('terms', 'routes/terms.tsx'),
    // The second, shorter home page (docs/product.md#home-page) shares the home module (docs/decisions/007).
    r('list-with-us', 'routes/home.tsx', 'routes/list-with-us'),
    r('account/register', 'routes/account-register.tsx'),
    // Where the mail sent when sign-in is paused points (docs/decisions/019).
    r('account/unlock', 'routes/account-unlock.tsx'),
    // "Forgot password?" and where its mail points (docs/decisions/057).
    r('account/forgot-password', 'routes/account-forgot-password.tsx'),
    r('account/reset-password', 'routes/account-reset-password.tsx'),
    r('staffing', 'routes/staffing.tsx'),
    // Listings side by side, from the compare tray or a shared link (docs/decisions/054-compare.md).
    r('compare', 'routes/compare.tsx'),
    r('compare/contractors', 'routes/compare-contractors.tsx'),
    r('client/manage', 'routes/client-manage.tsx'),
    // A client's need, sent to matching providers for quotes (docs/decisions/056).
    r('requirements/new', 'routes/requirement-new.tsx'),
    // Where a saved search's daily mail points to stop it (docs/decisions/059-saved-searches.md).
    r('saved-searches/unsubscribe', 'routes/saved-search-unsubscribe.tsx'),
    // Any other address: the "page not found" page, in the language of its prefix.
    r('*', 'routes/not-found.tsx'),
  ];
};

export default [
  // English: the site as it always was, plus the workspaces that exist in English only.
  layout('routes/lang-en.tsx', [
    ...bilingual('en'),
    // The management site (docs/product.md#provider-workspaces): one frame for every provider screen.
    route('manage', 'routes/manage/layout.tsx', [
      index('routes/manage/index.tsx'),
      // Vendor
      route('equipments', 'routes/manage/equipments.tsx'),
      route('equipments/new', 'routes/manage/equipment-edit.tsx', { id: 'routes/manage/equipment-new' }),
      route('equipments/import', 'routes/manage/equipment-import.tsx'),
      route('equipments/:id', 'routes/manage/equipment-edit.tsx'),
      route('vendor-profile', 'routes/manage/vendor-profile.tsx'),
      // Contractor
      route('contractor-profile', 'routes/manage/contractor-profile.tsx'),
      route('projects', 'routes/manage/projects.tsx'),
      // Vendor and contractor inbox
      route('enquiries', 'routes/manage/enquiries.tsx'),
      route('enquiries/:id', 'routes/manage/enquiry.tsx'),
      // Requirements clients posted that match the provider, and their quotes (docs/decisions/056)
      route('requirements', 'routes/manage/requirements.tsx'),
      route('requirements/:id', 'routes/manage/requirement.tsx'),
      // Reviews of the provider's listings, each answered once in public (docs/decisions/058-earned-trust.md).
      route('reviews', 'routes/manage/reviews.tsx'),
      // Job seeker
      route('resume', 'routes/manage/resume.tsx'),
    ]),
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
  ]),
  // Hindi.
  route('hi', 'routes/lang-hi.tsx', bilingual('hi')),
  // '/en/…' is the unprefixed English address.
  ...prefix('en', [index('routes/en-redirect.tsx', { id: 'en-home' }), route('*', 'routes/en-redirect.tsx')]),
] satisfies RouteConfig;
