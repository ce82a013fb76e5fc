import { HINDI_PLACE_NAMES } from '../../data/place-aliases.ts';
import { REGION_HINDI_NAMES } from '../../data/regions.ts';
import type { Lang } from '../i18n/lang.ts';

/**
 * A catalogue place in the page's language, for the Hindi list headings and titles
 * (docs/decisions/048-hindi-site.md): a city, state or union territory by its Hindi name when the catalogue
 * has one ('Pune' → 'पुणे'), a metro region as its core city's + 'क्षेत्र' ('Pune region' → 'पुणे क्षेत्र'),
 * 'Pune, Maharashtra' part by part. What has no Hindi name (a small town, a typed place) stays as written.
 * Server-side: the list loaders build the headings, so the browser does not carry the names.
 */
let byEnglish: Map<string, string> | undefined;
function hindiOf(name: string): string | undefined {
  if (!byEnglish) {
    byEnglish = new Map(Object.entries(REGION_HINDI_NAMES).map(([en, hi]) => [en.toLowerCase(), hi]));
    // The first Hindi spelling listed for a place is its usual one ('मुंबई' before 'बंबई').
    for (const [hi, en] of Object.entries(HINDI_PLACE_NAMES)) if (!byEnglish.has(en.toLowerCase())) byEnglish.set(en.toLowerCase(), hi);
  }
  return byEnglish.get(name.trim().toLowerCase());
}

export function placeName(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  const whole = hindiOf(name);
  if (whole) return whole;
  const region = /^(.+) region$/i.exec(name.trim());
  if (region) {
    const core = hindiOf(region[1]!);
    return core ? `${core} क्षेत्र` : name;
  }
  if (name.includes(','))
    return name
      .split(',')
      .map((part) => hindiOf(part) ?? part.trim())
      .join(', ');
  if (name === 'your location') return 'आपकी जगह';
  return name;
}
