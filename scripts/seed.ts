/**
 * npm run seed -- [--equipment N] [--contractors M] [--seed S] [--reset]
 * Loads the deterministic demo marketplace into the configured database (embedded unless
 * DATABASE_URL). Refuses a non-empty database unless --reset (which empties it first).
 */
import { parseArgs } from 'node:util';
import { demoAccountsText, demoPhonesText, writeDemoAccountsFile } from '../db/seed/demo-accounts-file.ts';
import { passwordTools } from '../core/auth/password.ts';
import { isDatabaseEmpty, seedDemoMarketplace } from '../db/seed/demo.ts';
import { openDatabase } from '../db/open.ts';
import { databaseOptions, loadConfig } from '../server/config.ts';

const { values } = parseArgs({
  options: {
    equipment: { type: 'string', default: '600' },
    contractors: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const num = (name: string, v: string, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return n;
};
const equipment = num('equipment', values.equipment!, 5_000_000);
const contractors = num('contractors', values.contractors!, 1_000_000);
const seed = num('seed', values.seed!, 2 ** 31);

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  if (!values.reset && !(await isDatabaseEmpty(database.db))) {
    console.error('The database already has data. Run again with --reset to replace it with a fresh demo marketplace.');
    process.exitCode = 2;
  } else {
    const summary = await seedDemoMarketplace(database.db, { equipment, contractors, seed, reset: values.reset, log: console.log, progress: true, passwords: passwordTools });
    if (summary.accounts.length) {
      const file = writeDemoAccountsFile(config.dataDir, summary.accounts);
      console.log(
        `Demo accounts, with passwords generated for this load (kept in ${file}, readable by you only):\n${demoAccountsText(summary.accounts)}\n${demoPhonesText(summary.accounts, config.dataDir)}`,
      );
    }
  }
} finally {
  await database.close();
}
