import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath, pathIn } from '../i18n/lang.ts';
import { breadcrumbLd, seo, siteUrlOf } from './seo.ts';

type Matches = Parameters<typeof siteUrlOf>[0];

/**
 * Meta tags of a company page (about, contact, terms, privacy) in the page's language (its address's):
 * title, description, canonical and alternates, and a Home › page breadcrumb, plus an optional
 * schema.org page type (AboutPage, ContactPage). `title`, `description` and `crumb` are in that language.
 */
export function companyPageMeta(
  matches: Matches,
  pathname: string,
  page: { title: string; description: string; path: string; crumb: string; schemaType?: 'AboutPage' | 'ContactPage' },
) {
  const lang = langOfPath(pathname);
  const siteUrl = siteUrlOf(matches);
  const home = pathIn('/', lang);
  const here = pathIn(page.path, lang);
  const ld: object[] = [
    breadcrumbLd(siteUrl, [
      [i18nFor(lang)._(msg`Home`), home],
      [page.crumb, here],
    ]),
  ];
  if (page.schemaType) ld.unshift({ '@context': 'https://schema.org', '@type': page.schemaType, name: page.crumb, url: `${siteUrl}${here}` });
  return seo({ title: page.title, description: page.description, path: page.path, siteUrl, jsonLd: ld, lang });
}
