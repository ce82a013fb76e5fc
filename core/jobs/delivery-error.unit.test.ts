import { describe, expect, it } from 'vitest';
import { deliveryError } from './delivery-error.ts';

describe('deliveryError', () => {
  it('words each kind of failure without the server’s whole reply or the SMTP address', () => {
    expect(deliveryError({ code: 'EENVELOPE', responseCode: 550, message: '550 5.1.1 <x@y.in>: no such user' })).toBe('The mail server refused the message (550).');
    expect(deliveryError({ code: 'EENVELOPE', responseCode: 451, message: '451 try later' })).toBe('The mail server asked us to try again later (451).');
    expect(deliveryError({ code: 'EAUTH', responseCode: 535, message: 'Invalid login: 535 user secret-pass' })).toMatch(/^The mail server did not accept our sign-in \(535\)/);
    expect(deliveryError({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe('The mail server did not answer in time.');
    expect(deliveryError({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toMatch(/^Could not reach the mail server/);
    expect(deliveryError(new Error('smtp://user:hunter2@mail.example.in exploded'))).not.toContain('hunter2');
  });
});
