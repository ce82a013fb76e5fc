import { breadcrumbLd, seo, siteUrlOf } from './seo.ts';

type Matches = Parameters<typeof siteUrlOf>[0];

/**
 * Meta tags of a company page (about, contact, terms, privacy): title, description, canonical and
 * a Home › page breadcrumb, plus an optional schema.org page type (AboutPage, ContactPage).
 */
export function companyPageMeta(matches: Matches, page: { title: string; description: string; path: string; crumb: string; schemaType?: 'AboutPage' | 'ContactPage' }) {
  const siteUrl = siteUrlOf(matches);
  const ld: object[] = [
    breadcrumbLd(siteUrl, [
      ['Home', '/'],
      [page.crumb, page.path],
    ]),
  ];
  if (page.schemaType) ld.unshift({ '@context': 'https://schema.org', '@type': page.schemaType, name: page.crumb, url: `${siteUrl}${page.path}` });
  return seo({ title: page.title, description: page.description, path: page.path, siteUrl, jsonLd: ld });
}
