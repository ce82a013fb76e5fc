import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from '../../db/availability.ts';
import { restartDelay } from '../../db/embedded-supervisor.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('which errors mean "the database cannot be reached" (503, not 500)', () => {
  it('recognises refused and cut connections, shutdowns and start-ups, also wrapped by Drizzle', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailableReason(refused)).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(new AggregateError([refused, refused]))).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(pgError('57P01', 'terminating connection due to unexpected postmaster exit'))).toBe('57P01');
    expect(databaseUnavailableReason(pgError('57P03', 'the database system is starting up'))).toBe('57P03');
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
    expect(databaseUnavailableReason(new Error('timeout exceeded when trying to connect'))).toBeTruthy();
    expect(databaseUnavailableReason(new DrizzleQueryError('select 1', [], pgError('57P01')))).toBe('57P01');
  });

  it('leaves every other failure alone, and never reads the query parameters Drizzle puts in its message', () => {
    expect(databaseUnavailableReason(pgError('23505', 'duplicate key value'))).toBeUndefined();
    expect(databaseUnavailableReason(pgError('22021', 'invalid byte sequence'))).toBeUndefined();
    expect(databaseUnavailableReason(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailableReason(undefined)).toBeUndefined();
    // A user's text that happens to read like a connection error is still just a failed query.
    const wrapped = new DrizzleQueryError('insert into contact_messages …', ['Connection terminated unexpectedly'], pgError('22021'));
    expect(databaseUnavailableReason(wrapped)).toBeUndefined();
  });
});

describe('restarting a server that keeps dying', () => {
  it('tries at once, then waits 0.5 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelay)).toEqual([0, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
