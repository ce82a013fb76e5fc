import { describe, expect, it } from 'vitest';
import { assertEnquiryTransition, ENQUIRY_TRANSITIONS, type EnquiryStatus, nextEnquiryStatuses } from './status.ts';

const ALL: EnquiryStatus[] = ['new', 'in_progress', 'closed'];

describe('enquiry status transitions', () => {
  it('allows exactly the table', () => {
    const allowed: string[] = [];
    for (const from of ALL)
      for (const to of ALL) {
        try {
          assertEnquiryTransition(from, to);
          allowed.push(`${from}→${to}`);
        } catch (e) {
          expect((e as { code: string }).code).toBe('CONFLICT');
        }
      }
    expect(allowed).toEqual(['new→in_progress', 'new→closed', 'in_progress→closed', 'closed→in_progress']);
  });
  it('never allows staying in place or going back to new', () => {
    for (const s of ALL) expect(ENQUIRY_TRANSITIONS[s]).not.toContain(s);
    for (const s of ALL) expect(ENQUIRY_TRANSITIONS[s]).not.toContain('new');
  });
  it('offers the provider exactly the moves of the table as buttons', () => {
    expect(nextEnquiryStatuses('new')).toEqual(['in_progress', 'closed']);
    expect(nextEnquiryStatuses('in_progress')).toEqual(['closed']);
    expect(nextEnquiryStatuses('closed')).toEqual(['in_progress']);
  });
});
