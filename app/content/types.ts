/**
 * The long texts of the company pages (About, Terms, Privacy) in one language
 * (docs/decisions/050-company-pages-in-hindi.md). Plain data: a page's loader picks the language's
 * module on the server (company-pages.server.ts) and the component renders what it gets, so no
 * browser bundle carries either language's long text.
 *
 * Inline markup in a text: `**bold**`, `[words](/path)` for a link to a site page (shown in the page's
 * language), `{email}` for the support email as a mailto link, `{age}` for the minimum age.
 */
export type Rich = string;

/** A paragraph, or a bulleted list (an array of items). */
export type Block = Rich | Rich[];

export type LegalSection = { id: string; title: string; blocks: Block[] };

export type LegalDoc = { title: string; intro: Rich; sections: LegalSection[]; closing: Rich };

export type AboutDoc = {
  title: string;
  lead: string;
  missionTitle: string;
  mission: [string, string];
  years: string;
  yearsText: string;
  offerTitle: string;
  /** Equipment, contractors, workforce — in this order (the page adds icons and links). */
  offer: [OfferItem, OfferItem, OfferItem];
  promiseTitle: string;
  /** Verified listings, honest prices, local reach — in this order. */
  promises: [Promise3, Promise3, Promise3];
  joinTitle: string;
  joinText: string;
  getStarted: string;
};

type OfferItem = { title: string; text: string; cta: string };
type Promise3 = { title: string; text: string };
