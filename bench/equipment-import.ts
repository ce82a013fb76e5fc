import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPORT_COLUMNS } from '../contract/equipment-import.ts';
import { makeCtx } from '../core/context.ts';
import { checkImportFile, importEquipment } from '../core/equipment/import-equipment.ts';
import { openDatabase } from '../db/open.ts';
import { users, vendors } from '../db/schema/index.ts';
import { writeCsv } from '../lib/csv.ts';

/**
 * The vendor bulk import's budget (docs/decisions/060-equipment-import.md): a file of 1,000 machines
 * read, checked and stored in under 10 s. On a throwaway embedded PostgreSQL (or DATABASE_URL):
 *
 *   node --import tsx bench/equipment-import.ts [rows=1000] [rounds=5]
 *
 * Each round checks the file alone (nothing stored), then imports it (checked again, stored in one
 * transaction); the median and the slowest of each are printed in ms.
 */
const ROWS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 5);

function file(rows: number): Buffer {
  const example = IMPORT_COLUMNS.map((c) => c.example);
  const records = [IMPORT_COLUMNS.map((c) => c.header)];
  for (let i = 0; i < rows; i++) records.push(example.map((v, j) => (IMPORT_COLUMNS[j]!.field === 'Name' ? `${v} no. ${i + 1}` : v)));
  return Buffer.from(writeCsv(records));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bm-import-bench-'));
  const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, embeddedPort: 54360, embeddedPassword: () => 'bench' });
  try {
    const [user] = await opened.db
      .insert(users)
      .values({ email: `bench-${Date.now()}@example.in`, passwordHash: 'x', fullName: 'Bench Vendor', role: 'Vendor' })
      .returning();
    await opened.db.insert(vendors).values({ userId: user!.id, name: 'Bench Earthmovers', email: user!.email, city: 'Pune', state: 'Maharashtra' });
    const ctx = makeCtx(opened.db, { userId: user!.id, role: 'Vendor', name: 'Bench Vendor', email: user!.email });
    const data = file(ROWS);
    const checks: number[] = [];
    const imports: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      let t = performance.now();
      checkImportFile(data);
      checks.push(performance.now() - t);
      t = performance.now();
      const { imported } = await importEquipment(ctx, data);
      imports.push(performance.now() - t);
      if (imported !== ROWS) throw new Error(`imported ${imported}, expected ${ROWS}`);
    }
    console.log(`${ROWS} rows, ${(data.length / 1024).toFixed(0)} KB, ${ROUNDS} rounds`);
    console.log('| step | median ms | max ms |\n|---|--:|--:|');
    console.log(`| check (read + validate) | ${median(checks).toFixed(0)} | ${Math.max(...checks).toFixed(0)} |`);
    console.log(`| import (read + validate + store) | ${median(imports).toFixed(0)} | ${Math.max(...imports).toFixed(0)} |`);
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
