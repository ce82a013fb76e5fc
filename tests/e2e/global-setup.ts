import { startTestPostgres } from '../setup/test-postgres.ts';

/**
 * The browser suite's global setup: one PostgreSQL server and migrated template for the whole run
 * (the same pieces as vitest's tests/setup/global-db.ts). Workers inherit the environment set here;
 * each spec file's worker copies the template (tests/e2e/fixtures.ts). The returned function is the teardown.
 */
export default async function globalSetup() {
  const pg = await startTestPostgres();
  process.env.BM_E2E_DB_ADMIN_URL = pg.adminUrl;
  process.env.BM_E2E_DB_TEMPLATE = pg.template;
  return pg.stop;
}
