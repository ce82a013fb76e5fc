import { redirect } from 'react-router';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import type { Route } from './+types/index';

const START: Record<string, string> = { Vendor: MANAGE.equipments, Contractor: MANAGE.projects, JobSeeker: MANAGE.resume, Admin: MANAGE.admin };

/** /manage sends each role to its first screen. */
export function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewer(context);
  throw redirect(START[viewer.role] ?? '/');
}
