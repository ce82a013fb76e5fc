import type { RouteContract } from './routes.ts';

// Contractor calls (issue 5): request/response schemas here, one route table at the end.

export const contractorRoutes = {} as const satisfies Record<string, RouteContract>;
