import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, createPool, withDatabase, type Db } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { runMigrations } from '../../db/migrate.ts';

/**
 * The test run's PostgreSQL, shared by vitest's "db" project (tests/setup/global-db.ts + worker-db.ts)
 * and the browser suite (tests/e2e/global-setup.ts + fixtures.ts). Nothing here imports a test runner.
 */

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

export type TestPostgres = { adminUrl: string; template: string; stop: () => Promise<void> };

/**
 * One PostgreSQL server per test run: Debian's (or any) when DATABASE_URL is set, otherwise the
 * embedded server in a temporary folder. A migrated template database is made once; each test
 * file gets its own copy (createFileDatabase).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  let adminUrl = process.env.DATABASE_URL || '';
  let stopServer = async () => {};
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
    stopServer = server.stop;
  }
  const template = `bm_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = createPool(withDatabase(adminUrl, template), 2);
  await runMigrations(createDb(pool));
  await pool.end();
  return {
    adminUrl,
    template,
    async stop() {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
      await admin.end();
      await stopServer();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export type FileDatabase = { db: Db; url: string; drop: () => Promise<void> };

/** A fresh, migrated database copied from the run's template (`label` only makes its name readable). */
export async function createFileDatabase(adminUrl: string, template: string, label: string): Promise<FileDatabase> {
  const name = `bm_test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, 5);
  return {
    db: createDb(pool),
    url,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await client.end();
    },
  };
}
