import { intlLocale, type Lang, pathIn } from '../i18n/lang.ts';
import { SITE_NAME } from './seo.ts';

/** schema.org Organization and WebSite (with the sitelinks search box into the list of the page's language) for the home page. */
export function siteLd(o: { siteUrl: string; supportEmail: string; supportPhone: string; lang?: Lang }): object[] {
  const lang = o.lang ?? 'en';
  const url = `${o.siteUrl}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: SITE_NAME,
      url,
      logo: `${o.siteUrl}/logo.svg`,
      image: `${o.siteUrl}/og-image.png`,
      contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer support', email: o.supportEmail, telephone: o.supportPhone, areaServed: 'IN' }],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: SITE_NAME,
      url,
      inLanguage: intlLocale(lang),
      publisher: { '@id': `${url}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${o.siteUrl}${pathIn('/equipments', lang)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
