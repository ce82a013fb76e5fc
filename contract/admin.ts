import type { RouteContract } from './routes.ts';

// Admin calls (issue 5): request/response schemas here, one route table at the end.

export const adminRoutes = {} as const satisfies Record<string, RouteContract>;
