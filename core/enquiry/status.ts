import type { enquiries } from '../../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type EnquiryStatus = (typeof enquiries.$inferSelect)['status'];

/**
 * The enquiry lifecycle as a table (house rule 7): new → in progress → closed; a provider may close
 * a new enquiry directly and reopen a closed one (back to in progress). Nothing else.
 */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: ['in_progress'],
};

/** The statuses a provider can move an enquiry to next (the status buttons), from the table. */
export const nextEnquiryStatuses = (from: EnquiryStatus) => ENQUIRY_TRANSITIONS[from].filter((s): s is 'in_progress' | 'closed' => s !== 'new');

export function assertEnquiryTransition(from: EnquiryStatus, to: EnquiryStatus) {
  if (!ENQUIRY_TRANSITIONS[from].includes(to)) {
    throw new AppError('CONFLICT', `An enquiry that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}
