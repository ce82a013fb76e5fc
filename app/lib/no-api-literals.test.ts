import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// docs/decisions/027: the browser reaches the API only through callApi(api.<area>.<call>) — the one
// table of paths is app/lib/api-routes.ts, generated from contract/.
const APP = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED = new Set(['lib/api-routes.ts', 'lib/api-routes-manage.ts']);

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
    if (ALLOWED.has(rel)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/['"`]\/api\//.test(line)) found.push(`app/${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
