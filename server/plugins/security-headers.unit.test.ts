import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy, resourcePolicy, staticHtmlPolicy } from './security-headers.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('page policies', () => {
  it('trusts a nonce or a list of hashes, with strict-dynamic, never unsafe-inline scripts', () => {
    const byNonce = pagePolicy({ nonce: 'abc123==' }, { https: false });
    expect(byNonce).toContain("script-src 'nonce-abc123==' 'strict-dynamic' 'self';");
    const byHash = pagePolicy({ scriptHashes: ['sha256-AAA=', 'sha256-BBB='] }, { https: true });
    expect(byHash).toContain("script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic' 'self';");
    expect(byHash).not.toContain('nonce-');
    expect(byHash.endsWith('upgrade-insecure-requests')).toBe(true);
    for (const p of [byNonce, byHash, staticHtmlPolicy({ https: false }), resourcePolicy({ https: false })]) {
      expect(/script-src[^;]*'unsafe-inline'/.test(p)).toBe(false);
      expect(p).toContain("frame-ancestors 'none'");
      expect(p).toContain("object-src 'none'");
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script nonce="n1">window.__ctx = {"a":1};</script>',
      '<script type="module" async nonce="n1">import "/assets/entry.js";\n</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT>window.__ctx = {"a":1};</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/entry.js";\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
