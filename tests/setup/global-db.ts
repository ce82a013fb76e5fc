import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './test-postgres.ts';

export { freePort } from './test-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/** vitest's global setup: the run's PostgreSQL and migrated template (tests/setup/test-postgres.ts). */
export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
  project.provide('dbAdminUrl', pg.adminUrl);
  project.provide('dbTemplate', pg.template);
  return pg.stop;
}
