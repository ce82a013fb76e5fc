/**
 * First-load JavaScript of a page, gzipped: the client manifest, the entry, the root route, the
 * page's route module and their static imports (what the server HTML preloads). Lazy chunks
 * (import()) are not counted. Run after `npx react-router build`:
 *
 *   node --import tsx scripts/first-load-js.ts            # the home page (budget: 120 KB)
 *   node --import tsx scripts/first-load-js.ts routes/equipments
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type Entry = { module: string; imports?: string[] };
const dir = 'build/client/assets';
const manifestFile = readdirSync(dir).find((f) => f.startsWith('manifest-'));
if (!manifestFile) throw new Error('No client manifest: run `npx react-router build` first.');
const text = readFileSync(`${dir}/${manifestFile}`, 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as { entry: Entry; routes: Record<string, Entry> };
const route = process.argv[2] ?? 'routes/home';
if (!manifest.routes[route]) throw new Error(`Unknown route id ${route}: ${Object.keys(manifest.routes).join(', ')}`);

const files = new Set([`/assets/${manifestFile}`]);
for (const r of [manifest.entry, manifest.routes.root!, manifest.routes[route]]) {
  files.add(r.module);
  for (const i of r.imports ?? []) files.add(i);
}
let total = 0;
for (const f of files) {
  const n = gzipSync(readFileSync(`build/client${f}`), { level: 9 }).length;
  total += n;
  console.log(String(n).padStart(8), f);
}
console.log(`${route}: ${total} bytes gzipped = ${(total / 1024).toFixed(1)} KiB = ${(total / 1000).toFixed(1)} kB`);
