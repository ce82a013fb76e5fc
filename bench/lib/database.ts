import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../db/client.ts';
import { openDatabase, type OpenedDatabase } from '../../db/open.ts';
import { passwordTools } from '../../core/auth/password.ts';
import { seedDemoMarketplace } from '../../db/seed/demo.ts';
import { persistedSecret, type Config } from '../../server/config.ts';

export type BenchDatabase = OpenedDatabase & {
  kind: 'embedded' | 'external';
  /** Where the data lives: a folder (embedded) or host:port/database (DATABASE_URL). */
  where: string;
  /** The same URL with the password hidden. */
  safeUrl: string;
  /** The database's name. */
  database: string;
  seeded: { equipment: number; contractors: number; ran: boolean; seconds?: number };
};

export const hidePassword = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/**
 * The benchmark's own database, never a developer's:
 * - DATABASE_URL unset → an embedded server with its cluster in DATA_DIR/bench-<N>/pg;
 * - DATABASE_URL set → database bm_bench_<N> on that server (created when missing).
 * Seeds it (reset) when the equipment count differs from N or when `fresh` is asked.
 */
export async function openBenchDatabase(
  config: Config,
  o: { size: number; contractors: number; seed: number; fresh: boolean; pgPort: number; poolSize: number },
): Promise<BenchDatabase> {
  let opened: OpenedDatabase;
  let kind: BenchDatabase['kind'];
  let where: string;
  let database = 'postgres';
  if (config.databaseUrl) {
    kind = 'external';
    const name = `bm_bench_${o.size}`;
    database = name;
    const admin = new pg.Client({ connectionString: config.databaseUrl, application_name: 'buildmart-bench' });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rowCount) {
        console.log(`Creating database ${name} on ${hidePassword(config.databaseUrl)}…`);
        await admin.query(`CREATE DATABASE ${name}`); // name is bm_bench_<integer>: no quoting needed
      }
    } finally {
      await admin.end();
    }
    const url = withDatabase(config.databaseUrl, name);
    const u = new URL(url);
    where = `${u.hostname}:${u.port || 5432}/${name}`;
    opened = await openDatabase({
      databaseUrl: url,
      dataDir: config.dataDir,
      embeddedPort: o.pgPort,
      embeddedPassword: () => persistedSecret(config.dataDir, 'db'),
      poolSize: o.poolSize,
    });
  } else {
    kind = 'embedded';
    const dataDir = path.join(config.dataDir, `bench-${o.size}`);
    where = path.join(dataDir, 'pg');
    console.log(`Starting the embedded PostgreSQL server (${where}, port ${o.pgPort})…`);
    opened = await openDatabase({ dataDir, embeddedPort: o.pgPort, embeddedPassword: () => persistedSecret(dataDir, 'db'), poolSize: o.poolSize });
  }

  const counts = async () => {
    const r = await opened.db.$client.query<{ e: number; c: number }>('SELECT (SELECT count(*) FROM equipment)::int AS e, (SELECT count(*) FROM contractors)::int AS c');
    return r.rows[0]!;
  };
  let { e, c } = await counts();
  const seeded: BenchDatabase['seeded'] = { equipment: e, contractors: c, ran: false };
  if (o.fresh || e !== o.size) {
    console.log(
      o.fresh
        ? `--fresh: re-seeding ${o.size} equipment, ${o.contractors} contractors (seed ${o.seed})…`
        : `The database holds ${e} equipment rows, not ${o.size}: seeding ${o.size} equipment, ${o.contractors} contractors (seed ${o.seed})…`,
    );
    const summary = await seedDemoMarketplace(opened.db, {
      equipment: o.size,
      contractors: o.contractors,
      seed: o.seed,
      reset: true,
      progress: true,
      log: console.log,
      passwords: passwordTools,
    }).catch(async (err: unknown) => {
      await opened.close();
      throw err;
    });
    ({ e, c } = await counts());
    Object.assign(seeded, { equipment: e, contractors: c, ran: true, seconds: summary.seconds });
  } else if (c !== o.contractors) {
    console.log(`Note: the database holds ${c} contractors (asked ${o.contractors}); kept, since the equipment count matches. Use --fresh to re-seed.`);
  }
  return { ...opened, kind, where, safeUrl: hidePassword(opened.url), database, seeded };
}
