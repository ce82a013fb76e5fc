/**
 * Documentation links that must resolve (decision 031). Run by `scripts/check-doc-links.test.ts` in the
 * unit project, or by hand: `node --import tsx scripts/check-doc-links.ts` (exit 1 on a problem).
 *
 * 1. Every relative Markdown link `[text](target)` in a `.md` file of the repository points at a file
 *    or folder that exists, and its `#anchor`, if any, at a heading of the target (or of the same file).
 * 2. Every `docs/product.md#<anchor>` named anywhere (code comments, tests, records) is a heading of
 *    docs/product.md — the anchors there are what comments rely on.
 * 3. Every decision record named by path (`docs/decisions/020-input-hygiene.md`, `docs/decisions/020`)
 *    or by number (`decision 020`, `decisions 013, 024`) exists.
 * 4. Nothing points at documents outside the repository: no specification section numbers, no issue
 *    numbers — name the docs/product.md anchor or the decision record instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set(['node_modules', 'build', '.git', 'test-results', 'playwright-report', '.react-router']);
/** Runtime folders under data/ (database, outbox, uploads) are not part of the repository. */
const SKIP_DATA_DIRS = new Set(['pg', 'outbox', 'uploads']);
const SCANNED = /\.(md|ts|tsx|sql)$/;
/** The check's own test writes broken links into throwaway repositories on purpose. */
const SKIP_FILES = new Set([path.join('scripts', 'check-doc-links.test.ts')]);

function walk(root: string, dir = root, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.relative(root, full);
    if (statSync(full).isDirectory()) {
      if (SKIP_DIRS.has(name) || (path.dirname(rel) === 'data' && SKIP_DATA_DIRS.has(name))) continue;
      walk(root, full, out);
    } else if (SCANNED.test(name) && !SKIP_FILES.has(rel)) out.push(rel);
  }
  return out;
}

/** GitHub's heading slug: lowercase, punctuation dropped (letters, digits, spaces, hyphens, underscores kept), spaces → '-'. */
export function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url) → text
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Markdown outside fenced code blocks (links and headings there are examples, not links). */
const withoutFences = (md: string) => md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

/** The anchors of a Markdown document's headings, with GitHub's -1, -2… for repeated headings. */
export function headingAnchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(md).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** A specification section sign (with or without "spec" before it) or an issue number: neither document is in the repository. */
const OUTSIDE_REFERENCE = new RegExp(['\\b[Ss]pec\\s*\\(?\u00a7', '\u00a7\\s?\\d', '\\b[Ii]ssues? \\d+'].join('|'), 'g');

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Every problem found under `root`, one sentence each (empty when the documentation holds). */
export function checkDocLinks(root: string): string[] {
  const problems: string[] = [];
  const files = walk(root);
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (rel: string) => {
    let a = anchorCache.get(rel);
    if (!a) anchorCache.set(rel, (a = headingAnchors(readFileSync(path.join(root, rel), 'utf8'))));
    return a;
  };
  const decisionsDir = path.join(root, 'docs', 'decisions');
  const records = existsSync(decisionsDir) ? readdirSync(decisionsDir) : [];
  const hasRecord = (num: string) => records.some((r) => r.startsWith(`${num}-`));
  const productAnchors = existsSync(path.join(root, 'docs', 'product.md')) ? anchorsOf(path.join('docs', 'product.md')) : new Set<string>();

  for (const rel of files) {
    const text = readFileSync(path.join(root, rel), 'utf8');
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;

    // 1. Relative Markdown links.
    if (rel.endsWith('.md')) {
      const body = withoutFences(text);
      for (const m of body.matchAll(/!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = m[1]!;
        if (isExternal(target)) continue;
        const [file, anchor] = target.split('#', 2) as [string, string | undefined];
        const targetRel = file === '' ? rel : path.normalize(file.startsWith('/') ? file.slice(1) : path.join(path.dirname(rel), decodeURI(file)));
        const where = `${rel}: link (${target})`;
        if (!existsSync(path.join(root, targetRel))) {
          problems.push(`${where} points at ${targetRel}, which does not exist`);
          continue;
        }
        if (anchor && targetRel.endsWith('.md') && !anchorsOf(targetRel).has(anchor)) {
          problems.push(`${where}: ${targetRel} has no heading with the anchor #${anchor}`);
        }
      }
    }

    // 2. docs/product.md#<anchor> named anywhere.
    for (const m of text.matchAll(/docs\/product\.md#([\p{L}\p{N}_-]+)/gu)) {
      if (!productAnchors.has(m[1]!)) problems.push(`${rel}:${lineOf(m.index!)}: docs/product.md has no heading with the anchor #${m[1]}`);
    }

    // 3. Decision records by path or by number.
    for (const m of text.matchAll(/docs\/decisions\/(\d{3})([\w.-]*)/g)) {
      const name = `${m[1]}${m[2]}`.replace(/\.$/, '');
      const ok = name.endsWith('.md') ? records.includes(name) : hasRecord(m[1]!);
      if (!ok) problems.push(`${rel}:${lineOf(m.index!)}: docs/decisions/${name} does not exist`);
    }
    // 4. References to documents outside the repository.
    for (const m of text.matchAll(OUTSIDE_REFERENCE)) {
      problems.push(`${rel}:${lineOf(m.index!)}: "${m[0]}" points outside the repository; name a docs/product.md anchor or a decision record`);
    }
    for (const m of text.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and |\/)\d{3})*)\b/g)) {
      for (const num of m[1]!.match(/\d{3}/g)!) {
        if (!hasRecord(num)) problems.push(`${rel}:${lineOf(m.index!)}: decision ${num} has no record in docs/decisions/`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDocLinks(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const p of problems) console.error(p);
  console.log(problems.length === 0 ? 'Documentation links: all resolve.' : `${problems.length} broken documentation link(s).`);
  process.exit(problems.length === 0 ? 0 : 1);
}
