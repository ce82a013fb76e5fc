import { afterAll, beforeAll, inject } from 'vitest';
import { setTestDb } from '../fixtures/db.ts';
import { createFileDatabase, type FileDatabase } from './test-postgres.ts';

/** Each test file gets a fresh, migrated database copied from the run's template. */
let file: FileDatabase | undefined;

beforeAll(async () => {
  file = await createFileDatabase(inject('dbAdminUrl'), inject('dbTemplate'), process.env.VITEST_POOL_ID ?? '0');
  setTestDb(file.db, file.url);
});

afterAll(async () => {
  await file?.drop();
});
