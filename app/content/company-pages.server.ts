import type { Lang } from '../i18n/lang.ts';
import { ABOUT_EN } from './about.en.ts';
import { ABOUT_HI } from './about.hi.ts';
import { PRIVACY_EN } from './privacy.en.ts';
import { PRIVACY_HI } from './privacy.hi.ts';
import { TERMS_EN } from './terms.en.ts';
import { TERMS_HI } from './terms.hi.ts';
import type { AboutDoc, LegalDoc } from './types.ts';

/**
 * The company pages' long texts in the page's language, for their loaders only: this module is
 * server-only, so neither language's text reaches a browser bundle (docs/decisions/050-company-pages-in-hindi.md).
 */
const LEGAL: Record<'terms' | 'privacy', Record<Lang, LegalDoc>> = {
  terms: { en: TERMS_EN, hi: TERMS_HI },
  privacy: { en: PRIVACY_EN, hi: PRIVACY_HI },
};

/** docs/product.md#business-constants-and-limits. */
const MINIMUM_AGE = 18;

const withAge = (doc: LegalDoc): LegalDoc => JSON.parse(JSON.stringify(doc).replaceAll('{age}', String(MINIMUM_AGE)));

export const legalDoc = (page: 'terms' | 'privacy', lang: Lang): LegalDoc => withAge(LEGAL[page][lang]);

export const aboutDoc = (lang: Lang): AboutDoc => (lang === 'hi' ? ABOUT_HI : ABOUT_EN);
