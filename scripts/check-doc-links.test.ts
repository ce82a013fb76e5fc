import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocLinks, headingAnchors, slug } from './check-doc-links.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('documentation links (decision 031)', () => {
  it('every relative link, docs/product.md anchor and decision record named in the repository resolves', () => {
    expect(checkDocLinks(repo)).toEqual([]);
  });
});

describe('the link check itself', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A throwaway repository: `files` maps a relative path to its text. */
  function repoWith(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  }

  it('makes GitHub heading slugs', () => {
    expect(slug('Lists and search')).toBe('lists-and-search');
    expect(slug("Visitors' lists & search")).toBe('visitors-lists--search');
    expect(slug('Calls (API) `/api/`')).toBe('calls-api-api');
    expect([...headingAnchors('# A\n## B\n```\n## Not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it('accepts links, anchors and records that exist', () => {
    const root = repoWith({
      'README.md': '[rules](docs/product.md#reviews), [top](#readme), [site](https://example.in), [folder](docs/)\n# Readme\n',
      'docs/product.md': '# Product\n## Reviews\n',
      'docs/decisions/021-abuse-limits.md': '# 021\nSee [the rules](../product.md#reviews) and decision 021.\n',
      'core/x.ts': '// docs/product.md#reviews, docs/decisions/021, docs/decisions/021-abuse-limits.md\n',
      'node_modules/pkg/README.md': '[broken](nowhere.md)\n',
    });
    expect(checkDocLinks(root)).toEqual([]);
  });

  it('reports a missing file, a missing anchor, an unknown product anchor, a missing record and an outside reference', () => {
    const root = repoWith({
      'README.md': '[gone](docs/decisions/099-gone.md) and [no anchor](docs/product.md#enquiries)\n',
      'docs/product.md': '# Product\n## Reviews\n',
      'docs/decisions/004-list-performance.md': '# 004\n',
      'app/y.tsx': '/** See docs/product.md#wishlist and decisions 004, 009. */\n',
      'core/z.ts': `// As the ${'spec'} \u00a77 says (${'issue'} 12).\n`,
      'db/migrations/0001.sql': '-- See docs/decisions/099-gone.md.\n',
    });
    expect(checkDocLinks(root).sort()).toEqual(
      [
        'README.md: link (docs/decisions/099-gone.md) points at docs/decisions/099-gone.md, which does not exist',
        'README.md: link (docs/product.md#enquiries): docs/product.md has no heading with the anchor #enquiries',
        'README.md:1: docs/decisions/099-gone.md does not exist',
        'README.md:1: docs/product.md has no heading with the anchor #enquiries',
        'app/y.tsx:1: docs/product.md has no heading with the anchor #wishlist',
        'app/y.tsx:1: decision 009 has no record in docs/decisions/',
        `core/z.ts:1: "${'spec'} \u00a7" points outside the repository; name a docs/product.md anchor or a decision record`,
        `core/z.ts:1: "${'issue'} 12" points outside the repository; name a docs/product.md anchor or a decision record`,
        'db/migrations/0001.sql:1: docs/decisions/099-gone.md does not exist',
      ].sort(),
    );
  });
});
