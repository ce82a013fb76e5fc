import { data } from 'react-router';
import type { Role, Viewer } from '../../core/context.ts';
import type { AppContext } from '../load-context.ts';

/**
 * Loader guard for signed-in screens: no session → 401 (the route's boundary shows the login
 * prompt); a role not in `roles` → 403. The core still authorises every read and write.
 */
export function requireViewer(context: AppContext, roles?: readonly Role[]): Viewer {
  const viewer = context.ctx.viewer;
  if (!viewer) throw data({ reason: 'login' }, { status: 401 });
  if (roles && !roles.includes(viewer.role)) throw data({ reason: 'role' }, { status: 403 });
  return viewer;
}
