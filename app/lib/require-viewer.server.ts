import type { Role, Viewer } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../load-context.ts';

/**
 * Loader guard for signed-in screens: no session → 401 (the root boundary shows the login
 * prompt); a role not in `roles` → 403. The core still authorises every read and write.
 */
export function requireViewer(context: AppContext, roles?: readonly Role[]): Viewer {
  const viewer = context.ctx.viewer;
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  if (roles && !roles.includes(viewer.role)) throw new AppError('FORBIDDEN', 'Your account cannot open this page.');
  return viewer;
}
