import { describe, expect, it } from 'vitest';
import { correctWord, parseKeyword } from './keyword.ts';
import { editDistance, tokenize } from './text.ts';

describe('keyword understanding', () => {
  it('tokenizes to lowercase words without stopwords or punctuation', () => {
    expect(tokenize('  JCB  for RENT in Pune!! ')).toEqual(['jcb', 'pune']);
    expect(tokenize("'; DROP TABLE equipment; --")).toEqual(['drop', 'table', 'equipment']);
  });

  it('measures edit distance with transpositions', () => {
    expect(editDistance('excavater', 'excavator')).toBe(1);
    expect(editDistance('carne', 'crane')).toBe(1);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
  });

  it('corrects misspelt machine words but leaves known and half-typed words alone', () => {
    expect(correctWord('excavater')).toBe('excavator');
    expect(correctWord('bulldozr')).toBe('bulldozer');
    expect(correctWord('excavator')).toBeUndefined();
    expect(correctWord('excav')).toBeUndefined();
    expect(correctWord('qwxzpt')).toBeUndefined();
  });

  it('builds a safe tsquery with alternatives per word', () => {
    const p = parseKeyword('JCB excavater');
    expect(p.groups[0]).toEqual(expect.arrayContaining(['jcb', 'backhoe']));
    expect(p.groups[1]).toEqual(expect.arrayContaining(['excavater', 'excavator']));
    expect(p.corrections).toEqual({ excavater: 'excavator' });
    expect(p.tsquery).toBe('(jcb | backhoe) & (excavater | excavator)');
    expect(parseKeyword("') | (x").tsquery).toBe('(x)');
    expect(parseKeyword('   ').tsquery).toBeUndefined();
  });
});
