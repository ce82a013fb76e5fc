import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { type Lang, pathIn } from '../i18n/lang.ts';
import type { ContractorDetail, EquipmentDetail, Vendor } from '../../contract/public-v3.ts';
import { ratingSummary, splitList } from './format.ts';
import { absolute } from './seo.ts';

/** schema.org structured data of the detail pages (docs/product.md#search-engines, docs/decisions/010-discoverability.md), one builder per page. */

type Rated = { value: number; count: number } | null;
type ReviewLike = { ClientName: string; CreatedAt: string; Stars: number; Text: string };

const aggregateRating = (r: Rated) => (r ? { '@type': 'AggregateRating', ratingValue: r.value, reviewCount: r.count, bestRating: 5, worstRating: 1 } : undefined);

const reviewsLd = (reviews: readonly ReviewLike[]) =>
  reviews.length
    ? reviews.slice(0, 5).map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.ClientName },
        datePublished: r.CreatedAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: r.Stars, bestRating: 5, worstRating: 1 },
        reviewBody: r.Text,
      }))
    : undefined;

/** The listing's pictures, thumbnail first (absolute URLs). */
export const equipmentImages = (e: Pick<z.infer<typeof EquipmentDetail>, 'ThumbnailUrl' | 'GalleryImages'>) => [
  ...new Set([e.ThumbnailUrl, ...e.GalleryImages].filter((x): x is string => !!x)),
];

/**
 * Equipment → schema.org Product with one Offer (rent per month, or sale) sold by the vendor. The texts
 * we write (category, the description when the vendor gave none, the rent's unit) in the page's language;
 * what the vendor typed as typed.
 */
export function equipmentLd(siteUrl: string, e: z.infer<typeof EquipmentDetail>, v: z.infer<typeof Vendor>, lang: Lang = 'en'): object {
  const url = absolute(siteUrl, pathIn(e.Url, lang));
  const category = lang === 'hi' ? catalogueLabel('category', e.CategorySlug, 'hi') : e.Category;
  const images = equipmentImages(e).map((i) => absolute(siteUrl, i));
  const price = e.IsAvailableForRent && e.MonthlyRate ? e.MonthlyRate : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: e.Name,
    description: e.Description ?? `${e.Name}, ${category}, ${e.Location}.`,
    category,
    brand: e.Brand !== 'NA' ? { '@type': 'Brand', name: e.Brand } : undefined,
    model: e.Model ?? undefined,
    sku: String(e.Id),
    image: images.length ? images : undefined,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price,
      priceSpecification: price ? { '@type': 'UnitPriceSpecification', price, priceCurrency: 'INR', unitCode: 'MON', unitText: i18nFor(lang)._(msg`month`) } : undefined,
      businessFunction: e.IsAvailableForRent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: e.IsAvailableForRent || e.IsAvailableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: /new/i.test(e.Condition) ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      areaServed: v.ServiceAreas,
      seller: {
        '@type': 'Organization',
        name: v.Name,
        address: v.City || v.State ? { '@type': 'PostalAddress', addressLocality: v.City ?? undefined, addressRegion: v.State ?? undefined, addressCountry: 'IN' } : undefined,
      },
    },
    aggregateRating: aggregateRating(ratingSummary(e.Rating, e.TotalRatings, e.Reviews)),
    review: reviewsLd(e.Reviews),
  };
}

/** Contractor → schema.org LocalBusiness with its address, the places it serves and its rating. */
export function contractorLd(siteUrl: string, c: z.infer<typeof ContractorDetail>, lang: Lang = 'en'): object {
  const url = absolute(siteUrl, pathIn(c.url, lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: c.companyName,
    description: c.specificWorkDetail ?? undefined,
    url,
    image: c.logoUrl ? absolute(siteUrl, c.logoUrl) : undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: c.city ?? undefined,
      addressRegion: c.state ?? undefined,
      addressCountry: 'IN',
    },
    areaServed: splitList(c.serviceLocation).map((name) => ({ '@type': 'Place', name })),
    foundingDate: c.yearOfEstablishment ? String(c.yearOfEstablishment) : undefined,
    numberOfEmployees: c.laborStrength ? { '@type': 'QuantitativeValue', value: c.laborStrength } : undefined,
    knowsAbout: splitList(c.contractorType).map((t) => catalogueLabel('contractorType', t, lang)),
    aggregateRating: aggregateRating(ratingSummary(c.rating, c.totalRatings, c.reviews)),
    review: reviewsLd(c.reviews),
  };
}
