import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { freePort } from '../setup/global-db.ts';

/**
 * docs/product.md#running-the-site (docs/decisions/023): DATA_DIR is a folder of mode 700 (mkdtemp makes exactly that). As root — the
 * suite runs as root here, as in most containers — the embedded server runs as the `postgres` user
 * and must still start there; folders the app does not own are never changed, and when one of them
 * shuts that user out the start stops with the command that fixes it. Not as root, nothing changes.
 */
const isRoot = process.getuid?.() === 0;
const made: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const r = await client.query<{ ok: number }>('SELECT 1 AS ok');
  await client.end();
  return r.rows[0]!.ok;
}

describe('DATA_DIR of mode 700', () => {
  it('gets a working embedded server, opening DATA_DIR to the postgres group only (root) or not at all', { timeout: 60_000 }, async () => {
    const dataDir = tmp('bm-root-');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: await freePort(), password: 'root-test' });
    try {
      expect(await selectOne(server.url)).toBe(1);
    } finally {
      await server.stop();
    }
    const st = statSync(dataDir);
    if (isRoot) {
      expect(st.uid).toBe(0);
      expect(st.gid).toBe(Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
      expect(st.mode & 0o777).toBe(0o710);
      expect(statSync(path.join(dataDir, 'pg')).uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })));
    } else {
      expect(st.mode & 0o777).toBe(0o700);
      expect(st.uid).toBe(process.getuid!());
    }
  });

  it('inside a closed folder the app does not own: stops with the folder and the command to run (root), or just works', { timeout: 60_000 }, async () => {
    const outer = tmp('bm-closed-');
    const dataDir = path.join(outer, 'data');
    const start = () => startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: 1, password: 'root-test' });
    if (isRoot) {
      await expect(start()).rejects.toThrow(`cannot pass through ${outer} (mode 700, owner uid 0`);
      await expect(start()).rejects.toThrow(`chmod o+x ${outer}`);
      expect(statSync(outer).mode & 0o777).toBe(0o700); // not changed behind the operator's back
    } else {
      const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: await freePort(), password: 'root-test' });
      expect(await selectOne(server.url)).toBe(1);
      await server.stop();
    }
  });

  it('whose group already has rights for another group: left alone, with the command to run (root)', { timeout: 60_000 }, async () => {
    const dataDir = tmp('bm-grouped-');
    chmodSync(dataDir, 0o750);
    const start = () => startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: 1, password: 'root-test' });
    if (isRoot) {
      await expect(start()).rejects.toThrow(`chmod o+x ${dataDir}`);
      expect(statSync(dataDir).mode & 0o777).toBe(0o750);
      expect(statSync(dataDir).gid).toBe(0);
    } else {
      const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: await freePort(), password: 'root-test' });
      expect(await selectOne(server.url)).toBe(1);
      await server.stop();
    }
  });
});
