import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('equipments', 'routes/equipments.tsx'),
  route('contractors', 'routes/contractors.tsx'),
  route('equipment/:slugId', 'routes/equipment-detail.tsx'),
  route('contractor/:slugId', 'routes/contractor-detail.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  // The second, shorter home page (spec §1) shares the home module (docs/decisions/007).
  route('list-with-us', 'routes/home.tsx', { id: 'routes/list-with-us' }),
  // The management site (issue 5): one frame for every provider screen.
  route('manage', 'routes/manage/layout.tsx', [index('routes/manage/index.tsx')]),
  route('client/manage', 'routes/client-manage.tsx'),
] satisfies RouteConfig;
