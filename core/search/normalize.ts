/**
 * One normal form for matching what people type against our vocabularies and place names
 * (../shared STACK-NOTES: Hindi text): Unicode NFC, lowercase, Latin accents removed (Sūrat → surat),
 * Devanagari nukta folded (ज़ → ज, फ़ → फ), chandrabindu written as anusvara (ँ → ं), zero-width
 * joiners dropped, punctuation to spaces, spaces collapsed. Devanagari letters and matras are kept.
 */
export function normalizeText(s: string): string {
  return (
    s
      .normalize('NFD')
      // Latin combining accents, the nukta (U+093C) and zero-width (non-)joiners.
      .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
      .normalize('NFC')
      .replace(/\u0901/g, '\u0902')
      .toLowerCase()
      // Anything that is not a letter, a digit or a Devanagari sign separates words ('jcb-3dx' → 'jcb 3dx').
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
  );
}

/** The words of normalizeText(s). */
export const normalWords = (s: string): string[] => {
  const n = normalizeText(s);
  return n ? n.split(' ') : [];
};
