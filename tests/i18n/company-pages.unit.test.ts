import { describe, expect, it } from 'vitest';
import { aboutDoc, legalDoc } from '../../app/content/company-pages.server.ts';
import type { Block, LegalDoc } from '../../app/content/types.ts';

/**
 * The company pages' long texts are content, one module per language (docs/decisions/050-company-pages-in-hindi.md):
 * the Hindi must say what the English says, so its structure is the English one — the same sections in the
 * same order, the same paragraphs and lists, the same links, placeholders and bold lead-ins.
 */
const marks = (text: string) => ({
  links: [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]),
  email: text.split('{email}').length - 1,
  bold: text.split('**').length - 1,
});

const shape = (b: Block) => (typeof b === 'string' ? { p: marks(b) } : { ul: b.map(marks) });

const structure = (doc: LegalDoc) => ({
  intro: marks(doc.intro),
  sections: doc.sections.map((s) => ({ id: s.id, blocks: s.blocks.map(shape) })),
  closing: marks(doc.closing),
});

/** Latin words a Hindi text may keep: the brand, the apps and the codes people write in Latin letters. */
const LATIN_OK = new Set(['BuildMart', 'WhatsApp', 'GST', 'GSTIN', 'IP', 'email']);
const latinWords = (text: string) => (text.replaceAll(/\]\([^)]*\)/g, ']').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !LATIN_OK.has(w));
/** Every text of a page, without the section ids (the anchors in its addresses, the same in both languages). */
const allText = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(allText) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => (k === 'id' ? [] : allText(x))) : [];

describe('company pages in both languages', () => {
  for (const page of ['terms', 'privacy'] as const) {
    it(`${page}: the Hindi text has the English one's sections, paragraphs, lists, links and placeholders`, () => {
      const en = legalDoc(page, 'en');
      const hi = legalDoc(page, 'hi');
      expect(hi.sections.length).toBe(en.sections.length);
      expect(structure(hi)).toEqual(structure(en));
    });

    it(`${page}: the Hindi text is Hindi, and both name the minimum age as a number`, () => {
      const hi = allText(legalDoc(page, 'hi'));
      expect(hi.flatMap(latinWords)).toEqual([]);
      for (const t of hi) expect(t, t).toMatch(/[\u0900-\u097F]/);
      expect([...allText(legalDoc(page, 'en')), ...hi].join(' ')).not.toContain('{age}');
    });
  }

  it('the terms in both languages say 18 years', () => {
    expect(legalDoc('terms', 'en').sections[0]!.blocks.join(' ')).toContain('You must be at least 18 years old to use BuildMart.');
    expect(legalDoc('terms', 'hi').sections[0]!.blocks.join(' ')).toContain('कम से कम 18 साल');
  });

  it('about: the Hindi text has every part of the English one, in Hindi', () => {
    const en = aboutDoc('en');
    const hi = aboutDoc('hi');
    expect(Object.keys(hi)).toEqual(Object.keys(en));
    expect(allText(hi).length).toBe(allText(en).length);
    expect(allText(hi).flatMap(latinWords)).toEqual([]);
  });
});
