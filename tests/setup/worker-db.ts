import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, createPool, withDatabase } from '../../db/client.ts';
import { setTestDb } from '../fixtures/db.ts';

/** Each test file gets a fresh, migrated database copied from the run's template. */
const name = `bm_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
let pool: pg.Pool | undefined;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(inject('dbAdminUrl'), name);
  pool = createPool(url, 5);
  setTestDb(createDb(pool), url);
});

afterAll(async () => {
  await pool?.end();
  const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
});
