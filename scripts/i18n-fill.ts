/**
 * `node --import tsx scripts/i18n-fill.ts <pairs.tsv>… [--catalog app/locales/hi/site.po] [--force]`:
 * fills the Hindi catalogue from tab-separated "English<TAB>Hindi" lines (one message a line; write a line
 * break inside a message as \n). Only empty translations are filled unless --force. Prints what it could
 * not place (an English text the catalogue does not have: run `npm run i18n:extract` first).
 * A translator's tool: the catalogue (.po) stays the file of record (docs/decisions/048-hindi-site.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const at = args.indexOf('--catalog');
const catalog = at >= 0 ? args[at + 1]! : 'app/locales/hi/site.po';
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--catalog');

const poString = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unPo = (s: string) => s.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

const pairs = new Map<string, string>();
for (const f of files)
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) pairs.set(line.slice(0, tab).replace(/\\n/g, '\n'), line.slice(tab + 1).replace(/\\n/g, '\n'));
  }

const used = new Set<string>();
let filled = 0;
const po = readFileSync(catalog, 'utf8').replace(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g, (whole, id: string, str: string) => {
  const english = unPo(id);
  const hindi = pairs.get(english);
  if (hindi === undefined || english === '') return whole;
  used.add(english);
  if (str && !force) return whole;
  filled++;
  return `msgid "${id}"\nmsgstr "${poString(hindi)}"`;
});
writeFileSync(catalog, po);
const unplaced = [...pairs.keys()].filter((k) => !used.has(k));
console.log(`${catalog}: ${filled} filled; ${unplaced.length} not in the catalogue${unplaced.length ? `:\n  ${unplaced.join('\n  ')}` : ''}`);
