import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import direction of docs/decisions/026 is a lint rule (biome.json, one override per folder).
 * Biome replaces a rule's options when two overrides match a file, so a reordered or widened entry
 * can silently drop a restriction: this runs the repository's biome.json on probe files in a scratch
 * tree and checks which imports it refuses.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

// [file, what it imports, allowed]
const CASES: Array<[string, string, boolean]> = [
  ['core/x/use-case.ts', '../../app/lib/role-menus.ts', false],
  ['core/x/use-case.ts', '../../server/config.ts', false],
  ['core/x/use-case.ts', '../../tests/fixtures/db.ts', false],
  ['core/x/use-case.ts', '../../db/client.ts', true],
  ['core/x/use-case.ts', '../../contract/common.ts', true],
  ['core/x/use-case.ts', '../../lib/urls.ts', true],
  ['core/x/use-case.db.test.ts', '../../tests/fixtures/db.ts', true],
  ['core/x/use-case.db.test.ts', '../../app/lib/urls.ts', false],
  ['core/x/use-case.db.test.ts', '../../server/config.ts', false],
  ['contract/x.ts', '../core/errors.ts', false],
  ['contract/x.ts', '../db/client.ts', false],
  ['contract/x.ts', '../lib/gstin.ts', true],
  ['contract/x.ts', '../data/locations.ts', true],
  ['db/seed/x.ts', '../../core/auth/password.ts', false],
  ['db/x.ts', '../server/config.ts', false],
  ['db/x.ts', '../app/lib/urls.ts', false],
  ['db/x.ts', '../contract/common.ts', true],
  ['db/x.ts', '../lib/gstin.ts', true],
  ['lib/x.ts', '../contract/common.ts', false],
  ['lib/x.ts', '../core/errors.ts', false],
  ['lib/x.ts', '../app/lib/format.ts', false],
  ['lib/x.ts', '../data/locations.ts', true],
  ['data/x.ts', '../lib/urls.ts', false],
  ['data/x.ts', '../core/errors.ts', false],
  ['app/routes/x.tsx', '../../core/equipment/list-equipment.ts', true],
  ['app/routes/x.tsx', '../../db/client.ts', false],
  ['app/routes/x.tsx', '../../server/config.ts', false],
  ['app/lib/x.server.ts', '../../server/config.ts', true],
  ['app/lib/x.ts', '../../server/config.ts', false],
  ['app/components/x.tsx', '../../core/context.ts', false],
  ['app/components/x.tsx', '../../lib/urls.ts', true],
  ['app/components/x.tsx', '../../contract/account.ts', true],
  ['server/x.ts', '../core/errors.ts', true],
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'bm-boundaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lintProbes(): Set<number> {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  // One file per case: the case's number goes into the name, the folder stays the case's own.
  CASES.forEach(([file, spec], i) => {
    const probe = path.join(dir, file.replace(/(\.[a-z]+\.ts|\.tsx?)$/, `-${i}$1`));
    mkdirSync(path.dirname(probe), { recursive: true });
    writeFileSync(probe, `import { x } from '${spec}';\nexport const y = x;\n`);
  });
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], { cwd: dir, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Array<{ category: string; location: { path: string | { file: string } } }> };
  const refused = report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file));
  return new Set(refused.map((f) => Number(/-(\d+)(\.[a-z]+)*\.tsx?$/.exec(f)![1])));
}

describe('import direction (docs/decisions/026)', () => {
  it('refuses exactly the imports that go up the graph', () => {
    const refused = lintProbes();
    const got = CASES.map(([file, spec], i) => `${file} → ${spec}: ${refused.has(i) ? 'refused' : 'allowed'}`);
    const want = CASES.map(([file, spec, allowed]) => `${file} → ${spec}: ${allowed ? 'allowed' : 'refused'}`);
    expect(got).toEqual(want);
  });
});
