import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../../contract/vendor.ts';
import { isAppError } from '../errors.ts';
import { LISTING_TRANSITIONS, nextListingStatus, type ListingAction } from './status.ts';

const ACTIONS: ListingAction[] = ['edit', 'pause', 'resume', 'approve', 'reject'];

describe('listing status transitions', () => {
  it('allows exactly the table', () => {
    const allowed: string[] = [];
    for (const from of LISTING_STATUSES)
      for (const a of ACTIONS) {
        try {
          allowed.push(`${from} -${a}-> ${nextListingStatus(from, a)}`);
        } catch (err) {
          expect(isAppError(err) && err.code === 'CONFLICT').toBe(true);
        }
      }
    expect(allowed.sort()).toEqual(
      [
        'pending -edit-> pending',
        'pending -approve-> approved',
        'pending -reject-> rejected',
        'approved -edit-> pending',
        'approved -pause-> paused',
        'approved -reject-> rejected',
        'rejected -edit-> pending',
        'rejected -approve-> approved',
        'paused -edit-> pending',
        'paused -resume-> approved',
        'paused -reject-> rejected',
      ].sort(),
    );
  });

  it('pauses only approved listings and resumes only paused ones, with a sentence otherwise', () => {
    expect(() => nextListingStatus('pending', 'pause')).toThrow('A listing that is pending cannot be paused.');
    expect(() => nextListingStatus('approved', 'resume')).toThrow('A listing that is approved cannot be resumed.');
    expect(() => nextListingStatus('rejected', 'pause')).toThrow('A listing that is rejected cannot be paused.');
    expect(LISTING_TRANSITIONS.approved.pause).toBe('paused');
    expect(LISTING_TRANSITIONS.paused.resume).toBe('approved');
  });

  it('lets an admin approve pending or rejected listings and take down live or paused ones, but not approve twice', () => {
    expect(nextListingStatus('rejected', 'approve')).toBe('approved');
    expect(nextListingStatus('approved', 'reject')).toBe('rejected');
    expect(() => nextListingStatus('approved', 'approve')).toThrow('A listing that is approved cannot be approved.');
    expect(() => nextListingStatus('paused', 'approve')).toThrow('A listing that is paused cannot be approved.');
  });

  it('sends every edited listing back to moderation', () => {
    for (const s of LISTING_STATUSES) expect(nextListingStatus(s, 'edit')).toBe('pending');
  });
});
