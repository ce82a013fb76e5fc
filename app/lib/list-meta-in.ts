import type { MetaDescriptor } from 'react-router';
import { type Lang, pathIn } from '../i18n/lang.ts';
import { itemListLd, type ListSeo } from './list-seo.ts';
import { breadcrumbLd, seo } from './seo.ts';

/**
 * listPageMeta (list-seo.ts) in the page's language: seo() with `lang`, and the breadcrumb trail's and the
 * ItemList's addresses in that language too.
 */
export function listPageMetaIn(siteUrl: string, s: ListSeo, items: ReadonlyArray<{ name: string; path: string }>, pageSize: number, lang: Lang): MetaDescriptor[] {
  const jsonLd = [
    breadcrumbLd(
      siteUrl,
      s.crumbs.map(([name, path]) => [name, pathIn(path, lang)]),
    ),
  ];
  if (items.length)
    jsonLd.push(
      itemListLd(
        siteUrl,
        items.map((it) => ({ name: it.name, path: pathIn(it.path, lang) })),
        (s.page - 1) * pageSize + 1,
      ),
    );
  return seo({ title: s.title, description: s.description, path: s.path, siteUrl, noindex: s.noindex, jsonLd, lang });
}
