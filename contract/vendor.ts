import type { RouteContract } from './routes.ts';

// Vendor calls (issue 5): request/response schemas here, one route table at the end.

export const vendorRoutes = {} as const satisfies Record<string, RouteContract>;
