import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passwordTools } from '../core/auth/password.ts';
import { openDatabase } from '../db/open.ts';
import { DEMO_SIZE, seedDemoMarketplace } from '../db/seed/demo.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig, persistedSecret } from '../server/config.ts';
import { freePort } from '../tests/setup/global-db.ts';

export type DemoSite = { base: string; equipmentDetailPath: string; close: () => Promise<void> };

/**
 * The demo marketplace (600 equipment, 200 contractors, seed 1) served by the production build on a
 * throwaway embedded database in a temporary folder: what `npm run lighthouse` and
 * `npm run bench:slow` measure. `port` 0 picks a free one.
 */
export async function startDemoSite({ port = 0 }: { port?: number } = {}): Promise<DemoSite> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-demo-site-'));
  chmodSync(tmp, 0o755); // run as root, PostgreSQL runs as its own user and must reach the folder
  const listenPort = port || (await freePort());
  const database = await openDatabase({ dataDir: tmp, embeddedPort: await freePort(), embeddedPassword: () => persistedSecret(tmp, 'db'), poolSize: 10 });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await seedDemoMarketplace(database.db, { ...DEMO_SIZE, passwords: passwordTools });
    const base = `http://127.0.0.1:${listenPort}`;
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: tmp, PORT: String(listenPort), SITE_URL: base });
    app = await buildApp({ config, db: database.db });
    await app.listen({ port: listenPort, host: '127.0.0.1' });
    const list = await (await fetch(`${base}/api/public/v3/equipments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"PageSize":1}' })).json();
    const detail: string | undefined = list.data?.[0]?.Url;
    if (!detail) throw new Error('The demo marketplace has no equipment to open.');
    return { base, equipmentDetailPath: new URL(detail, base).pathname, close };
  } catch (err) {
    await close();
    throw err;
  }
}
