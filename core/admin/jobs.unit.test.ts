import { describe, expect, it } from 'vitest';
import { maskRecipient } from './jobs.ts';

describe('maskRecipient', () => {
  it('keeps enough of an address to recognise it, not to harvest it', () => {
    expect(maskRecipient('ravi.kumar@example.in')).toBe('ra•••@example.in');
    expect(maskRecipient('a@example.in')).toBe('a•••@example.in');
    expect(maskRecipient('ab@example.in')).toBe('a•••@example.in');
    expect(maskRecipient('+91 98765 43210')).toBe('•••••3210');
    expect(maskRecipient('123')).toBe('•••');
  });
});
