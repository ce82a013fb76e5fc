/** Display helpers (browser-safe). Money in rupees with Indian digit grouping (DESIGN.md). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const rupees = (n: number) => inr.format(n);

/** The first sentence of a description (spec §2 cards). */
export function firstSentence(text: string | null | undefined): string {
  if (!text) return '';
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return m ? m[1]! : text.trim();
}
