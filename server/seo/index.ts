import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { listSitemapChunks, listSitemapEntries, SITEMAP_MAX_URLS, type SitemapListing } from '../../core/seo/list-sitemap-entries.ts';
import { countLandingPages, type LandingSitemap, listLandingPages } from '../../core/seo/list-landing-pages.ts';
import { listStaticPages } from '../../core/seo/list-static-pages.ts';
import { Limiter } from '../plugins/limiter.ts';
import { sitemapIndexXml, urlsetClose, urlsetOpen, urlXml, urlsetXml } from './sitemap-xml.ts';

export type SeoRoutesOptions = {
  /** Absolute origin of the site (config.siteUrl), without a trailing slash. */
  siteUrl: string;
  /** Listings per child sitemap; the protocol allows at most 50,000 (tests use a few). */
  chunkSize?: number;
};

/** Areas a search engine has no business in: the API, account and management screens. */
const PRIVATE_PATHS = ['/api/', '/client/', '/manage/', '/account/', '/admin/'];

const LISTINGS: readonly SitemapListing[] = ['equipment', 'contractors'];
const CHILD = /^(equipment|contractors)-([1-9]\d{0,8})\.xml$/;
/** The landing pages with listings (docs/decisions/045-landing-pages.md): machine × city on rent, contractor type × city. */
const LANDINGS: readonly LandingSitemap[] = ['rent', 'contractor-types'];
const LANDING_CHILD = /^(rent|contractor-types)-([1-9]\d{0,5})\.xml$/;

const xml = (reply: FastifyReply, body: string) => reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

/**
 * /robots.txt, /sitemap.xml (a sitemap index) and its children under /sitemaps/: the site's own
 * pages, then approved equipment and contractors in id-range chunks (docs/decisions/010-discoverability.md).
 */
export async function seoRoutes(app: FastifyInstance, opts: SeoRoutesOptions) {
  const chunkSize = opts.chunkSize ?? SITEMAP_MAX_URLS;
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
      children.push(...chunks.map((n) => `${site}/sitemaps/${listing}-${n}.xml`));
    }
    for (const which of LANDINGS) {
      const files = Math.ceil((await countLandingPages(req.ctx, which)) / chunkSize);
      for (let n = 1; n <= files; n++) children.push(`${site}/sitemaps/${which}-${n}.xml`);
    }
    return xml(reply, sitemapIndexXml(children.map((loc) => ({ loc }))));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const { file } = req.params;
    if (file === 'pages.xml') {
      const paths = await limiter.run(() => listStaticPages(req.ctx));
      return xml(reply, urlsetXml(paths.map((p) => ({ loc: site + p }))));
    }
    const landing = LANDING_CHILD.exec(file);
    if (landing) {
      const paths = await limiter.run(() => listLandingPages(req.ctx, { which: landing[1] as LandingSitemap, chunk: Number(landing[2]), chunkSize }));
      if (!paths.length) throw new AppError('NOT_FOUND', 'No such sitemap.');
      return xml(reply, urlsetXml(paths.map((p) => ({ loc: site + p }))));
    }
    const m = CHILD.exec(file);
    if (!m) throw new AppError('NOT_FOUND', 'No such sitemap.');
    const body = await limiter.run(async () => {
      const parts: string[] = [];
      for await (const batch of listSitemapEntries(req.ctx, { listing: m[1] as SitemapListing, chunk: Number(m[2]), chunkSize })) {
        parts.push(batch.map((e) => urlXml({ loc: site + e.path, lastmod: e.lastmod })).join(''));
      }
      return parts.length ? urlsetOpen + parts.join('') + urlsetClose : null;
    });
    if (!body) throw new AppError('NOT_FOUND', 'No such sitemap.');
    return xml(reply, body);
  });
}
