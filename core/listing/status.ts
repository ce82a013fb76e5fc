import type { ListingStatus } from '../../contract/vendor.ts';
import { AppError } from '../errors.ts';

export type ListingAction = 'edit' | 'pause' | 'resume' | 'approve' | 'reject';

/**
 * Moderation lifecycle of every public listing — equipment, contractor profiles, workforce
 * listings — as one table (house rule 7). Owner actions: edit (any change to an approved, rejected
 * or paused listing sends it back to moderation), pause (only an approved listing) and resume
 * (back to approved). Admin actions (core/admin/moderation.ts): approve a pending listing, or a
 * rejected one on second thought; reject a pending one, or take down a live or paused one.
 * Anything not in the table is refused with 409.
 */
export const LISTING_TRANSITIONS: Record<ListingStatus, Partial<Record<ListingAction, ListingStatus>>> = {
  pending: { edit: 'pending', approve: 'approved', reject: 'rejected' },
  approved: { edit: 'pending', pause: 'paused', reject: 'rejected' },
  rejected: { edit: 'pending', approve: 'approved' },
  paused: { edit: 'pending', resume: 'approved', reject: 'rejected' },
};

const WORDS: Record<ListingAction, string> = { edit: 'edited', pause: 'paused', resume: 'resumed', approve: 'approved', reject: 'rejected' };

/** The status after `action`, or 409 with a sentence when the listing's status does not allow it. */
export function nextListingStatus(from: ListingStatus, action: ListingAction): ListingStatus {
  const to = LISTING_TRANSITIONS[from][action];
  if (!to) throw new AppError('CONFLICT', `A listing that is ${from} cannot be ${WORDS[action]}.`);
  return to;
}

/** Editing this listing sends it back to moderation (the editor warns before saving). */
export const editNeedsReview = (s: ListingStatus) => s !== 'pending';
