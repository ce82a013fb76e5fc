import { describe, expect, it } from 'vitest';
import { nearPointParam } from './near-me.ts';

describe('the Near me point in the address (docs/decisions/044-phone-cards-and-near-me.md)', () => {
  it('rounds the position to two decimals (about 1 km), always with two digits', () => {
    expect(nearPointParam(18.52043, 73.856743)).toBe('18.52,73.86');
    expect(nearPointParam(12.9716, 77.5946)).toBe('12.97,77.59');
    expect(nearPointParam(28.6, 77.2)).toBe('28.60,77.20');
  });
  it('keeps the sign and never writes -0.00', () => {
    expect(nearPointParam(-33.86882, 151.20929)).toBe('-33.87,151.21');
    expect(nearPointParam(-0.001, 0.004)).toBe('0.00,0.00');
  });
});
