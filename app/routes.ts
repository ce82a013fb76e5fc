import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('equipments', 'routes/equipments.tsx'),
  route('contractors', 'routes/contractors.tsx'),
  route('equipment/:slugId', 'routes/equipment-detail.tsx'),
  route('contractor/:slugId', 'routes/contractor-detail.tsx'),
  route('client/manage', 'routes/client-manage.tsx'),
] satisfies RouteConfig;
