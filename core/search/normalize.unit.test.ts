import { describe, expect, it } from 'vitest';
import { normalizeText, normalWords } from './normalize.ts';

describe('normalizeText', () => {
  it('folds the nukta in both spellings (precomposed and combining) and chandrabindu to anusvara', () => {
    expect(normalizeText('\u095B')).toBe('ज'); // precomposed ज़
    expect(normalizeText('\u091C\u093C')).toBe('ज'); // ज + nukta
    expect(normalizeText('फ़र्श')).toBe(normalizeText('फर्श'));
    expect(normalizeText('ड़')).toBe('ड');
    expect(normalizeText('माँग')).toBe('मांग');
  });
  it('keeps Devanagari words whole and splits on punctuation', () => {
    expect(normalWords('जेसीबी, किराये पर!')).toEqual(['जेसीबी', 'किराये', 'पर']);
    expect(normalWords('JCB-3DX  on   Rent')).toEqual(['jcb', '3dx', 'on', 'rent']);
  });
  it('removes Latin accents and zero-width joiners', () => {
    expect(normalizeText('Sūrat')).toBe('surat');
    expect(normalizeText('क्\u200dष')).toBe(normalizeText('क्ष'));
  });
  it('gives nothing for text without letters or digits', () => {
    expect(normalWords(' ,.;!! ')).toEqual([]);
  });
});
