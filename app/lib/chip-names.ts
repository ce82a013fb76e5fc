import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import type { Lang } from '../i18n/lang.ts';
import { type ChipNames, ENGLISH_NAMES } from './filter-chips.ts';
import { placeName } from './place-hindi.ts';

/**
 * The names filter chips use in a language (app/lib/filter-chips.ts): the catalogue's Hindi names
 * (data/catalogue-hindi.ts) and the places' (place-hindi.ts). Call it in a loader: the name tables stay on
 * the server (docs/decisions/048-hindi-site.md).
 */
export const chipNames = (lang: Lang): ChipNames =>
  lang === 'en' ? ENGLISH_NAMES : { lang, catalogue: (kind, value) => catalogueLabel(kind, value, lang), place: (name) => placeName(name, lang) };
