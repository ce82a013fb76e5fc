import { EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from '../../data/equipment-catalogue.ts';
import { catalogueDescription } from '../../data/catalogue-descriptions.ts';
import { BRANDS, EQUIPMENT_SPECS } from '../../data/equipment-specs.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { WORKING_SECTORS } from '../../data/working-sectors.ts';
import { LOCATIONS } from '../../data/locations.ts';
import { editDistance, tokenize } from './text.ts';

/**
 * Keyword understanding shared by the equipment and contractor searches:
 * - brand-as-generic words of Indian sites ('jcb' = backhoe loader, 'poclain' = excavator, 'hydra' = crane);
 * - typo correction of each word against the vocabulary of the catalogues ('excavater' → 'excavator');
 * - a safe PostgreSQL tsquery string (only [a-z0-9] words; whole words, stemmed by PostgreSQL).
 * See docs/decisions/003-keyword-search.md.
 */

/** Words people use for a kind of machine; each maps to extra words that also match. */
export const GENERIC_WORDS: Record<string, string[]> = {
  jcb: ['backhoe'],
  poclain: ['excavator'],
  poklen: ['excavator'],
  pokland: ['excavator'],
  hydra: ['crane'],
  dozer: ['bulldozer'],
  jcbs: ['backhoe'],
  bobcat: ['skid'],
  tipper: ['dump'],
  dumper: ['dump'],
  roller: ['roller', 'compactor'],
  rmc: ['transit', 'batching'],
  dg: ['generator'],
  genset: ['generator'],
  jackhammer: ['breaker', 'hammer'],
  breaker: ['hammer'],
};

let vocabulary: Map<string, number> | undefined;

function addWords(into: Map<string, number>, text: string, weight = 1) {
  for (const w of tokenize(text)) if (w.length >= 3 && !/^\d+$/.test(w)) into.set(w, (into.get(w) ?? 0) + weight);
}

/** Words a search can be corrected towards, with a weight (how central the word is). */
export function getVocabulary(): Map<string, number> {
  if (vocabulary) return vocabulary;
  const v = new Map<string, number>();
  for (const item of EQUIPMENT_CATALOGUE) {
    addWords(v, item.name, 20);
    addWords(v, catalogueDescription(item), 1);
  }
  for (const c of EQUIPMENT_CATEGORIES) addWords(v, c.name, 10);
  for (const b of BRANDS) addWords(v, b, 10);
  for (const spec of Object.values(EQUIPMENT_SPECS)) for (const m of spec.models) addWords(v, m, 2);
  for (const t of CONTRACTOR_TYPES) addWords(v, t.label, 5);
  for (const s of WORKING_SECTORS) {
    addWords(v, s.name, 3);
    for (const sub of s.subcategories) addWords(v, sub, 1);
  }
  for (const l of LOCATIONS) addWords(v, l.label, 2);
  for (const w of Object.keys(GENERIC_WORDS)) v.set(w, (v.get(w) ?? 0) + 10);
  vocabulary = v;
  return v;
}

const corrections = new Map<string, string | undefined>();
const MAX_REMEMBERED = 20_000;

/**
 * The closest vocabulary word within a small edit distance, or undefined when the word is known or
 * too far. Remembered per word: the scan over the vocabulary costs ~3 ms (bench/README.md).
 */
export function correctWord(word: string): string | undefined {
  if (corrections.has(word)) return corrections.get(word);
  const fixed = findCorrection(word);
  if (corrections.size >= MAX_REMEMBERED) corrections.clear();
  corrections.set(word, fixed);
  return fixed;
}

function findCorrection(word: string): string | undefined {
  const vocab = getVocabulary();
  if (word.length < 4 || vocab.has(word) || /\d/.test(word)) return undefined;
  // A word that is the prefix of a known word is being typed, not misspelt ('excav').
  for (const w of vocab.keys()) if (w.startsWith(word)) return undefined;
  const maxDist = word.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestDist = maxDist + 1;
  let bestWeight = -1;
  for (const [w, weight] of vocab) {
    if (Math.abs(w.length - word.length) > maxDist) continue;
    const d = editDistance(word, w, maxDist);
    if (d < bestDist || (d === bestDist && weight > bestWeight)) {
      best = w;
      bestDist = d;
      bestWeight = weight;
    }
  }
  return bestDist <= maxDist ? best : undefined;
}

export type ParsedKeyword = {
  /** One group per word; a row must match some alternative of every group. */
  groups: string[][];
  corrections: Record<string, string>;
  /** to_tsquery('english', …) text, or undefined when the keyword has no usable word. */
  tsquery?: string;
};

export function parseKeyword(keyword: string | undefined): ParsedKeyword {
  const words = tokenize(keyword ?? '');
  const corrections: Record<string, string> = {};
  const groups: string[][] = [];
  for (const word of words) {
    const alts = new Set<string>([word]);
    const fixed = correctWord(word);
    if (fixed) {
      alts.add(fixed);
      corrections[word] = fixed;
    }
    for (const a of [...alts]) for (const g of GENERIC_WORDS[a] ?? []) alts.add(g);
    groups.push([...alts]);
  }
  if (groups.length === 0) return { groups, corrections };
  // Whole (stemmed) words, not prefixes: a GIN lookup of one lexeme is ~10× faster than a
  // partial match, and the per-word count table can then answer the total (decision 004).
  const tsquery = groups.map((g) => '(' + g.join(' | ') + ')').join(' & ');
  return { groups, corrections, tsquery };
}
