import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { listSitemapChunks, listSitemapEntries, SITEMAP_MAX_URLS, type SitemapListing } from '../../core/seo/list-sitemap-entries.ts';
import { countLandingPages, type LandingSitemap, listLandingPages } from '../../core/seo/list-landing-pages.ts';
import { listStaticPages } from '../../core/seo/list-static-pages.ts';
import { intlLocale, LANGS, type Lang, pathIn } from '../../app/i18n/lang.ts';
import { Limiter } from '../plugins/limiter.ts';
import { LISTING_CHUNK, type SitemapUrl, sitemapIndexXml, urlsetClose, urlsetOpen, urlXml, urlsetXml } from './sitemap-xml.ts';

export type SeoRoutesOptions = {
  /** Absolute origin of the site (config.siteUrl), without a trailing slash. */
  siteUrl: string;
  /** Listings per child sitemap; the protocol allows at most 50,000 (tests use a few). Default: LISTING_CHUNK. */
  chunkSize?: number;
};

/** Areas a search engine has no business in: the API, account and management screens (the Hindi account screens too; the Hindi site itself is open). */
const PRIVATE_PATHS = ['/api/', '/client/', '/manage/', '/account/', '/admin/', '/hi/client/', '/hi/account/'];

const LISTINGS: readonly SitemapListing[] = ['equipment', 'contractors'];
const CHILD = /^(equipment|contractors)(-hi)?-([1-9]\d{0,8})\.xml$/;
/** The landing pages with listings (docs/decisions/045-landing-pages.md): machine × city on rent, contractor type × city. */
const LANDINGS: readonly LandingSitemap[] = ['rent', 'contractor-types'];
const LANDING_CHILD = /^(rent|contractor-types)(-hi)?-([1-9]\d{0,5})\.xml$/;

/** A child sitemap's name in a language: English files keep their names, the Hindi twin adds '-hi'. */
const fileName = (kind: string, lang: Lang, n: number) => `${kind}${lang === 'hi' ? '-hi' : ''}-${n}.xml`;

/**
 * A page's URL in `lang` with its alternates in both languages and x-default (English), the sitemap
 * protocol's way of saying the two are one page (docs/decisions/048-hindi-site.md). `path` is the English path.
 */
function bilingualUrl(site: string, path: string, lang: Lang, lastmod?: Date): SitemapUrl {
  const href = (l: Lang) => site + pathIn(path, l);
  return {
    loc: href(lang),
    lastmod,
    alternates: [...LANGS.map((l) => ({ hreflang: intlLocale(l), href: href(l) })), { hreflang: 'x-default', href: href('en') }],
  };
}

const xml = (reply: FastifyReply, body: string) => reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

/**
 * /robots.txt, /sitemap.xml (a sitemap index) and its children under /sitemaps/: the site's own
 * pages, then approved equipment and contractors in id-range chunks (docs/decisions/010-discoverability.md),
 * then the landing pages. Every page is listed in English and in Hindi, each URL naming both as alternates;
 * the pages sitemap holds both languages, the listing and landing sitemaps have a file per language.
 */
export async function seoRoutes(app: FastifyInstance, opts: SeoRoutesOptions) {
  const chunkSize = Math.min(opts.chunkSize ?? LISTING_CHUNK, SITEMAP_MAX_URLS);
  const site = opts.siteUrl;
  // A chunk is tens of thousands of rows: at most two are built at once, whatever crawlers ask.
  const limiter = new Limiter(2, 50);

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const children = [`${site}/sitemaps/pages.xml`];
    for (const listing of LISTINGS) {
      const chunks = await listSitemapChunks(req.ctx, { listing, chunkSize });
      for (const lang of LANGS) children.push(...chunks.map((n) => `${site}/sitemaps/${fileName(listing, lang, n)}`));
    }
    for (const which of LANDINGS) {
      const files = Math.ceil((await countLandingPages(req.ctx, which)) / chunkSize);
      for (const lang of LANGS) for (let n = 1; n <= files; n++) children.push(`${site}/sitemaps/${fileName(which, lang, n)}`);
    }
    return xml(reply, sitemapIndexXml(children.map((loc) => ({ loc }))));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const { file } = req.params;
    if (file === 'pages.xml') {
      const paths = await limiter.run(() => listStaticPages(req.ctx));
      return xml(reply, urlsetXml(paths.flatMap((p) => LANGS.map((lang) => bilingualUrl(site, p, lang)))));
    }
    const landing = LANDING_CHILD.exec(file);
    if (landing) {
      const lang: Lang = landing[2] ? 'hi' : 'en';
      const paths = await limiter.run(() => listLandingPages(req.ctx, { which: landing[1] as LandingSitemap, chunk: Number(landing[3]), chunkSize }));
      if (!paths.length) throw new AppError('NOT_FOUND', 'No such sitemap.');
      return xml(reply, urlsetXml(paths.map((p) => bilingualUrl(site, p, lang))));
    }
    const m = CHILD.exec(file);
    if (!m) throw new AppError('NOT_FOUND', 'No such sitemap.');
    const lang: Lang = m[2] ? 'hi' : 'en';
    const body = await limiter.run(async () => {
      const parts: string[] = [];
      for await (const batch of listSitemapEntries(req.ctx, { listing: m[1] as SitemapListing, chunk: Number(m[3]), chunkSize })) {
        parts.push(batch.map((e) => urlXml(bilingualUrl(site, e.path, lang, e.lastmod))).join(''));
      }
      return parts.length ? urlsetOpen + parts.join('') + urlsetClose : null;
    });
    if (!body) throw new AppError('NOT_FOUND', 'No such sitemap.');
    return xml(reply, body);
  });
}
