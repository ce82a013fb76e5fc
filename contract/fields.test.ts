import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  email,
  EMAIL_MESSAGE,
  mobile,
  MOBILE_MESSAGE,
  optionalEmail,
  optionalGstin,
  optionalMobile,
  optionalPinCode,
  optionalText,
  optionalWebsite,
  requiredText,
} from './fields.ts';

/** The message a person reads for `value`, or the parsed value when it passes. */
const read = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { value: r.data } : { message: r.error.issues[0]!.message };
};

describe('shared field rules (contract/fields.ts)', () => {
  it('required text: one wording for missing, blank, too short and too long', () => {
    const name = requiredText('Name', 10);
    expect(read(name, undefined)).toEqual({ message: 'Name is required.' });
    expect(read(name, '   ')).toEqual({ message: 'Name is required.' });
    expect(read(name, 'x'.repeat(11))).toEqual({ message: 'Name is too long (10 characters at most).' });
    expect(read(name, '  Asha  ')).toEqual({ value: 'Asha' });
    const trade = requiredText('Trade', 80, { message: 'Please enter your trade.', min: 2 });
    expect(read(trade, '')).toEqual({ message: 'Please enter your trade.' });
    expect(read(trade, 'M')).toEqual({ message: 'Please enter your trade (at least 2 characters).' });
  });

  it('optional text: blank is left out, cleared or kept, as the call says', () => {
    expect(read(optionalText('Model', 5), '  ')).toEqual({ value: undefined });
    expect(read(optionalText('Model', 5, 'null'), '  ')).toEqual({ value: null });
    expect(read(optionalText('Model', 5, 'null'), undefined)).toEqual({ value: null });
    expect(read(optionalText('Model', 5, 'keep'), '  ')).toEqual({ value: '' });
    expect(read(optionalText('Model', 5, 'keep'), undefined)).toEqual({ value: undefined });
    expect(read(optionalText('Model', 5), 'x'.repeat(6))).toEqual({ message: 'Model is too long (5 characters at most).' });
    expect(read(optionalText('Model', 5), 42)).toEqual({ message: 'Model must be text.' });
  });

  it('email: docs/product.md#validation-rules-and-messages wording, trimmed and lower-cased; a form may word a missing one its own way', () => {
    expect(read(email(), '')).toEqual({ message: EMAIL_MESSAGE });
    expect(EMAIL_MESSAGE).toBe('Please enter a valid email address.');
    expect(read(email(), ' Asha.Rao@Example.IN ')).toEqual({ value: 'asha.rao@example.in' });
    expect(read(email('Email is required.'), ' ')).toEqual({ message: 'Email is required.' });
    expect(read(email('Email is required.'), 'not-an-email')).toEqual({ message: EMAIL_MESSAGE });
    expect(read(email(), `${'a'.repeat(250)}@x.in`)).toEqual({ message: EMAIL_MESSAGE });
    expect(read(optionalEmail, '')).toEqual({ value: undefined });
    expect(read(optionalEmail, 'nope')).toEqual({ message: EMAIL_MESSAGE });
  });

  it('mobile: one Indian-mobile rule and message, stored as +91 98765 43210', () => {
    expect(read(mobile, '098765-43210')).toEqual({ value: '+91 98765 43210' });
    for (const bad of [undefined, '', '12345', '5822012345']) expect(read(mobile, bad), String(bad)).toEqual({ message: MOBILE_MESSAGE });
    expect(read(optionalMobile, '')).toEqual({ value: '' });
    expect(read(optionalMobile, undefined)).toEqual({ value: undefined });
    expect(read(optionalMobile, '9876543210')).toEqual({ value: '+91 98765 43210' });
    expect(read(optionalMobile, '020 2612 3456')).toEqual({ message: MOBILE_MESSAGE });
  });

  it('PIN code, website and GSTIN', () => {
    expect(read(optionalPinCode, '411001')).toEqual({ value: '411001' });
    expect(read(optionalPinCode, '4110')).toEqual({ message: 'PinCode must be 6 digits.' });
    expect(read(optionalWebsite, 'www.example.in')).toEqual({ value: 'https://www.example.in' });
    expect(read(optionalWebsite, 'javascript:alert(1)')).toEqual({ message: 'Please enter a valid website address, e.g. www.example.in.' });
    expect(read(optionalGstin, '')).toEqual({ value: null });
    expect(read(optionalGstin, '27aapfu0939f1zv')).toEqual({ value: '27AAPFU0939F1ZV' });
    expect(read(optionalGstin, '27AAPFU0939F1Z')).toEqual({ message: 'GSTIN must be 15 characters.' });
  });
});
