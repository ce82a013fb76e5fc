import type { Understood } from '../../contract/common.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE, categoryBySlug } from '../../data/equipment-catalogue.ts';
import { type ListKind, SEARCH_VOCABULARY, type VocabularyEntry } from '../../data/search-vocabulary.ts';
import { TRADES } from '../../data/workforce.ts';
import { matchPlace, type PlaceMatch } from '../location.ts';
import { correctWord } from './keyword.ts';
import { normalizeText, normalWords } from './normalize.ts';
import { editDistance } from './text.ts';

/**
 * Query understanding (docs/decisions/040-query-understanding.md): the words of a keyword that name a
 * machine type, a category, a contractor type, a trade, a place or rent/sale become filters; filler
 * words ('chahiye', 'near', 'ka') are dropped; everything else stays free text, Devanagari included —
 * an unknown word finds nothing rather than everything.
 */

export type QueryKind = ListKind;

export type UnderstoodQuery = {
  /** The words still searched as text, space-separated ('' when every word was understood). */
  text: string;
  machineTypes: string[];
  /** An equipment category slug. */
  category?: string;
  contractorTypes: string[];
  trades: string[];
  places: PlaceMatch[];
  availability?: 'rent' | 'sale';
  /** Words corrected for typos on the way ({ poklane: 'poclain' }). */
  corrections: Record<string, string>;
  /** What the answer says was understood (contract/common.ts Understood). */
  understood: Understood;
};

/** Filters the caller already has: an explicit filter wins over what the keyword says (decision 040). */
export type ExplicitFilters = { category?: string; locations?: boolean; availability?: boolean; contractorTypes?: readonly string[] };

/** Words a keyword may hold before the rest is ignored (the API cuts keywords to 200 characters). */
const MAX_WORDS = 24;

type Known = { entry: VocabularyEntry; words: number };

let lexicon: { byTerm: Map<string, VocabularyEntry>; longest: number } | undefined;

/** Every catalogue name is a term of its own: 'backhoe loader', 'painting contractor', 'bar bender'. */
function catalogueEntries(): VocabularyEntry[] {
  const out: VocabularyEntry[] = EQUIPMENT_CATALOGUE.flatMap((i) => [{ terms: [i.name, `${i.name}s`], machineTypes: [i.slug] }]);
  for (const t of CONTRACTOR_TYPES) out.push({ terms: [t.value, `${t.value}s`], contractorTypes: [t.value] });
  for (const trade of Object.values(TRADES).flat()) out.push({ terms: [trade, `${trade}s`], trades: [trade] });
  return out;
}

/** The vocabulary by normal form of its terms; curated entries win over catalogue names. */
export function getLexicon() {
  if (lexicon) return lexicon;
  const byTerm = new Map<string, VocabularyEntry>();
  let longest = 1;
  for (const entry of [...SEARCH_VOCABULARY, ...catalogueEntries()]) {
    for (const term of entry.terms) {
      const key = normalizeText(term);
      if (!key || byTerm.has(key)) continue;
      byTerm.set(key, entry);
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  lexicon = { byTerm, longest };
  return lexicon;
}

const hasTarget = (e: VocabularyEntry, kind: QueryKind) =>
  kind === 'equipment' ? !!(e.machineTypes?.length || e.category || e.availability) : kind === 'contractor' ? !!e.contractorTypes?.length : !!e.trades?.length;

const isFiller = (e: VocabularyEntry, kind: QueryKind) => !!e.filler || !!e.fillerFor?.includes(kind);

/** A misspelt single word ('poklane', 'genrator') corrected to a vocabulary term, when the typo rules find one. */
const termFixes = new Map<string, { term: string; entry: VocabularyEntry } | undefined>();

function correctToTerm(word: string, kind: QueryKind): { term: string; entry: VocabularyEntry } | undefined {
  if (!/^[a-z]{5,}$/.test(word)) return undefined;
  const key = `${kind} ${word}`;
  if (termFixes.has(key)) return termFixes.get(key);
  // Remembered per word like correctWord's corrections; cleared when large (any text may arrive).
  if (termFixes.size >= 20_000) termFixes.clear();
  const found = findTermFix(word, kind);
  termFixes.set(key, found);
  return found;
}

function findTermFix(word: string, kind: QueryKind): { term: string; entry: VocabularyEntry } | undefined {
  const useful = (e: VocabularyEntry | undefined) => !!e && (hasTarget(e, kind) || isFiller(e, kind));
  // The catalogue's own typo rules first ('excavatr' → 'excavator'), then the vocabulary's one-word terms ('poklaine' → 'poklain').
  const fixed = correctWord(word);
  // A misspelt place ('hydrabad') is not a machine word that happens to be near it ('hydraa'): it stays text,
  // where the keyword search corrects it to the place's name.
  if (fixed && matchPlace(fixed)) return undefined;
  const entry = fixed ? getLexicon().byTerm.get(fixed) : undefined;
  if (fixed && useful(entry)) return { term: fixed, entry: entry! };
  const maxDist = word.length <= 6 ? 1 : 2;
  let best: { term: string; entry: VocabularyEntry; d: number } | undefined;
  for (const [term, e] of getLexicon().byTerm) {
    if (!/^[a-z]+$/.test(term) || term.length < 4 || Math.abs(term.length - word.length) > maxDist || !useful(e)) continue;
    const d = editDistance(word, term, maxDist);
    if (d <= maxDist && (!best || d < best.d)) best = { term, entry: e, d };
  }
  return best && { term: best.term, entry: best.entry };
}

/** Latin-letter phrases of the vocabulary, by word count, for fuzzyPhrase. */
let phrases: Map<number, { terms: string[]; entry: VocabularyEntry }[]> | undefined;

/** How far a word may be from a phrase's word: short words must be exact ('par', 'dg'). */
const phraseSlack = (word: string) => (word.length >= 5 ? 2 : word.length === 4 ? 1 : 0);

/**
 * A misspelt phrase of the vocabulary at words[i…] ('road rolar' → road roller, 'concreat pump' →
 * concrete pump), longest first: one of its words exact, each other within a small edit distance,
 * and the phrase meaning something in this list.
 */
function fuzzyPhrase(words: string[], i: number, most: number, kind: QueryKind): { n: number; terms: string[]; entry: VocabularyEntry } | undefined {
  if (!phrases) {
    phrases = new Map();
    for (const [term, entry] of getLexicon().byTerm) {
      const parts = term.split(' ');
      if (parts.length < 2 || !/^[a-z ]+$/.test(term)) continue;
      phrases.set(parts.length, [...(phrases.get(parts.length) ?? []), { terms: parts, entry }]);
    }
  }
  for (let n = most; n >= 2; n--) {
    const ws = words.slice(i, i + n);
    if (ws.length < n || ws.some((w) => !/^[a-z]+$/.test(w))) continue;
    let best: { d: number; terms: string[]; entry: VocabularyEntry } | undefined;
    for (const p of phrases.get(n) ?? []) {
      if (!ws.some((w, j) => w === p.terms[j]) || !(hasTarget(p.entry, kind) || isFiller(p.entry, kind))) continue;
      let d = 0;
      for (let j = 0; j < n && d <= 3; j++) {
        const slack = phraseSlack(ws[j]!);
        const dj = ws[j] === p.terms[j] ? 0 : slack ? editDistance(ws[j]!, p.terms[j]!, slack) : slack + 1;
        d += dj > slack ? 99 : dj;
      }
      if (d > 0 && d <= 3 && (!best || d < best.d)) best = { d, ...p };
    }
    if (best) return { n, terms: best.terms, entry: best.entry };
  }
  return undefined;
}

const unique = <T>(a: T[]) => [...new Set(a)];

export function understandQuery(keyword: string | undefined, kind: QueryKind, explicit: ExplicitFilters = {}): UnderstoodQuery {
  const words = normalWords(keyword ?? '').slice(0, MAX_WORDS);
  const { byTerm, longest } = getLexicon();
  const text: string[] = [];
  const known: (Known & { from: string[] })[] = [];
  const places: PlaceMatch[] = [];
  const corrections: Record<string, string> = {};

  /** The exact term or place of the phrase of n words at i, taken when found. */
  const take = (i: number, n: number): boolean => {
    const phrase = words.slice(i, i + n).join(' ');
    const entry = n <= longest ? byTerm.get(phrase) : undefined;
    if (entry) {
      known.push({ entry, words: n, from: words.slice(i, i + n) });
      return true;
    }
    const place = n <= 3 ? matchPlace(phrase) : undefined;
    if (place) places.push(place);
    return !!place;
  };

  for (let i = 0; i < words.length; ) {
    // Longest phrase first: 'road roller' before 'road', 'kiraye par' before 'kiraye', 'navi mumbai' before 'mumbai';
    // a misspelt phrase ('road rolar', 'concreat pump') before its words one by one.
    const most = Math.min(Math.max(longest, 3), words.length - i);
    let n = most;
    while (n >= 2 && !take(i, n)) n--;
    if (n < 2) {
      const fuzzy = fuzzyPhrase(words, i, Math.min(longest, most), kind);
      if (fuzzy) {
        known.push({ entry: fuzzy.entry, words: fuzzy.n, from: words.slice(i, i + fuzzy.n) });
        words.slice(i, i + fuzzy.n).forEach((w, j) => {
          if (w !== fuzzy.terms[j]) corrections[w] = fuzzy.terms[j]!;
        });
        n = fuzzy.n;
      } else n = take(i, 1) ? 1 : 0;
    }
    if (n > 0) {
      i += n;
      continue;
    }
    const word = words[i]!;
    const fixed = correctToTerm(word, kind);
    if (fixed) {
      corrections[word] = fixed.term;
      known.push({ entry: fixed.entry, words: 1, from: [word] });
    } else text.push(word);
    i++;
  }

  // A brand used as a kind of machine is the brand when another machine word is there ('jcb excavator').
  const machineWords = known.filter((k) => k.entry.machineTypes?.length && kind === 'equipment');
  const brandAsText = machineWords.length > 1 && machineWords.some((k) => !k.entry.brand);

  const machineTypes: string[] = [];
  const contractorTypes: string[] = [];
  const trades: string[] = [];
  let category: string | undefined;
  let availability: 'rent' | 'sale' | undefined;
  for (const k of known) {
    const e = k.entry;
    if (kind === 'equipment' && brandAsText && e.brand && e.machineTypes?.length) {
      text.push(...k.from);
      continue;
    }
    if (!hasTarget(e, kind)) {
      if (!isFiller(e, kind)) text.push(...k.from);
      continue;
    }
    if (kind === 'equipment') {
      if (e.availability) {
        // Both words ('rent or sale') say nothing: no availability filter.
        if (!explicit.availability) availability = availability && availability !== e.availability ? undefined : e.availability;
        continue;
      }
      const types = (e.machineTypes ?? []).filter((t) => !explicit.category || EQUIPMENT_CATALOGUE.find((i) => i.slug === t)?.category === explicit.category);
      if (e.machineTypes?.length && !types.length) text.push(...k.from);
      machineTypes.push(...types);
      if (e.category && !e.machineTypes?.length) {
        if (!explicit.category) category = e.category;
        else if (explicit.category !== e.category) text.push(...k.from);
      }
    } else if (kind === 'contractor') {
      // An explicit type filter wins: a word naming one of the chosen types says nothing more ('civil' with
      // Civil Contractor); a word naming another type is searched as text, within the chosen types.
      if (!explicit.contractorTypes?.length) contractorTypes.push(...(e.contractorTypes ?? []));
      else if (!e.contractorTypes?.some((t) => explicit.contractorTypes!.includes(t))) text.push(...k.from);
    } else trades.push(...(e.trades ?? []));
  }
  // A machine type is narrower than a category word next to it ('earth moving jcb').
  if (machineTypes.length) category = undefined;
  const usedPlaces = explicit.locations ? [] : places;

  const uniqTypes = unique(machineTypes);
  const understood: Understood = {
    Keyword: text.join(' '),
    ...(category ? { Category: categoryBySlug(category)?.name ?? category } : {}),
    ...(uniqTypes.length ? { MachineTypes: uniqTypes } : {}),
    ...(contractorTypes.length ? { ContractorTypes: unique(contractorTypes) } : {}),
    ...(trades.length ? { Trades: unique(trades) } : {}),
    ...(usedPlaces.length ? { Locations: unique(usedPlaces.map((p) => p.label)) } : {}),
    ...(availability ? { Availability: availability } : {}),
  };
  return {
    text: text.join(' '),
    machineTypes: uniqTypes,
    category,
    contractorTypes: unique(contractorTypes),
    trades: unique(trades),
    places: usedPlaces,
    availability,
    corrections,
    understood,
  };
}

/** Free-text words split by script: a-z/0-9 words go to the typo-tolerant tsquery, the rest (Devanagari…) to plainto_tsquery. */
export function splitScripts(text: string): { latin: string; other: string } {
  const words = text.split(' ').filter(Boolean);
  return {
    latin: words.filter((w) => /^[a-z0-9]+$/.test(w)).join(' '),
    other: words.filter((w) => !/^[a-z0-9]+$/.test(w)).join(' '),
  };
}
