import type { RouteContract } from './routes.ts';

// Workforce calls (issue 5): request/response schemas here, one route table at the end.

export const workforceRoutes = {} as const satisfies Record<string, RouteContract>;
