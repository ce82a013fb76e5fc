import type { Ctx, Role, Viewer } from './context.ts';
import { AppError } from './errors.ts';

/**
 * Policy: the call needs a session whose role is one of `roles`. No session → 401; another role
 * → 403 (a JSON error, never data). Ownership checks (this vendor's listing, this contractor's
 * project) come after, in each area's core function, and answer 404 for someone else's row.
 */
export function requireRole(ctx: Ctx, ...roles: Role[]): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  if (!roles.includes(viewer.role)) throw new AppError('FORBIDDEN', 'Your account cannot do this.');
  return viewer;
}
