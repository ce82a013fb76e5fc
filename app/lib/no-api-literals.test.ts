import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// docs/decisions/027: the browser reaches the API only through callApi(api.<area>.<call>) — the one
// table of paths is app/lib/api-routes.ts, generated from contract/.
const APP = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED = new Set(['lib/api-routes.ts']);
/** Screens still being moved to the typed client (issue 16, the manage and admin part): remove when done. */
const NOT_YET = ['routes/manage/', 'routes/admin/'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '+types' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it("no '/api/' string literal in app/ outside the generated route table", () => {
  const found: string[] = [];
  for (const file of sources(APP)) {
    const rel = path.relative(APP, file).split(path.sep).join('/');
    if (ALLOWED.has(rel) || NOT_YET.some((p) => rel.startsWith(p))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/['"`]\/api\//.test(line)) found.push(`app/${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
