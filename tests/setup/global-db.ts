import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool, withDatabase } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { runMigrations } from '../../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * One PostgreSQL server per test run: Debian's (or any) when DATABASE_URL is set, otherwise the
 * embedded server in a temporary folder. A migrated template database is made once; each test
 * file gets its own copy (tests/setup/worker-db.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL || '';
  let stop = async () => {};
  let tmp: string | undefined;
  if (!adminUrl) {
    // mode 700 (mkdtemp): as root, startEmbeddedPostgres opens it to the postgres user's group itself.
    tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-test-pg-'));
    const server = await startEmbeddedPostgres({
      dir: path.join(tmp, 'pg'),
      port: await freePort(),
      password: 'test-password',
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', shared_buffers: '128MB' },
    });
    adminUrl = server.url;
    stop = server.stop;
  }
  const template = `bm_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = createPool(withDatabase(adminUrl, template), 2);
  await runMigrations(createDb(pool));
  await pool.end();
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  };
}
