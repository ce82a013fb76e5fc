import type { ContactAccess } from '../../contract/contact-access.ts';
import type { OwnWorker, WorkerCard, WorkerContact } from '../../contract/workforce.ts';
import type { workers } from '../../db/schema/index.ts';
import { iso } from '../format.ts';
import { locationLabel } from '../location.ts';

export type WorkerRow = typeof workers.$inferSelect;

/** The storage folder of resumes: under `private/`, which /uploads never serves (server/plugins/uploads.ts). */
export const RESUME_FOLDER = 'private/resumes';

/** The only way to a resume: an authenticated call (GET /api/workers/resume?id=N). */
export const resumeDownloadPath = (id: number) => `/api/workers/resume?id=${id}`;

/**
 * A directory card. Never the contact details: a list would hand them out in bulk. `access` tells
 * the viewer what to do instead — log in, verify the email, or ask for this one worker's
 * details (POST /api/workers/contact, counted; docs/decisions/022).
 */
export function toWorkerCard(r: WorkerRow, access: Exclude<ContactAccess, 'shown' | 'limit'>): WorkerCard {
  return {
    Id: r.id,
    Kind: r.kind,
    Name: r.name,
    Category: r.category,
    Trade: r.trade,
    ExperienceYears: r.experienceYears,
    Headcount: r.kind === 'agency' ? r.headcount : null,
    City: r.city,
    State: r.state,
    Location: locationLabel(r.city, r.state),
    Availability: r.availability,
    About: r.about,
    CreatedAt: iso(r.createdAt),
    ContactVisible: false,
    ContactAccess: access,
  };
}

/** One worker's contact details, once revealed. */
export const toWorkerContact = (r: WorkerRow): WorkerContact => ({
  Id: r.id,
  ContactAccess: 'shown',
  Phone: r.phone,
  Email: r.email,
  ResumeUrl: r.resumeUrl ? resumeDownloadPath(r.id) : null,
});

/** The owner's view of their listing: every field, moderation status and the admin's reason. */
export function toOwnWorker(r: WorkerRow): OwnWorker {
  return {
    Id: r.id,
    Kind: r.kind,
    Name: r.name,
    Category: r.category,
    Trade: r.trade,
    ExperienceYears: r.experienceYears,
    Headcount: r.headcount,
    City: r.city,
    State: r.state,
    Availability: r.availability,
    About: r.about,
    Phone: r.phone,
    Email: r.email,
    HasResume: !!r.resumeUrl,
    ResumeUrl: r.resumeUrl ? resumeDownloadPath(r.id) : null,
    IsHidden: r.isHidden,
    Status: r.status,
    RejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    UpdatedAt: iso(r.updatedAt),
  };
}
