import { z } from 'zod';
import * as P from './public-v3.ts';
import type { RouteContract } from './route-contract.ts';

/** The public calls (docs/product.md#calls; their own module: the Contact page loads it without the rest of the API). */
export const publicV3 = {
  equipments: {
    method: 'POST',
    path: '/api/public/v3/equipments',
    summary: 'Public equipment list: keyword (typo-tolerant), category, locations, rent/sale, sort, page',
    tag: 'public',
    request: P.EquipmentListRequest,
    response: P.EquipmentListResponse,
  },
  contractors: {
    method: 'POST',
    path: '/api/public/v3/contractors',
    summary: 'Public contractor list: keyword, types, working sectors, locations, labour strength, sort, page',
    tag: 'public',
    request: P.ContractorListRequest,
    response: P.ContractorListResponse,
  },
  equipmentDetail: {
    method: 'POST',
    path: '/api/public/v3/equipment-detail',
    summary: 'One equipment listing with its vendor and the vendor’s other listings (404 when unknown)',
    tag: 'public',
    request: P.EquipmentDetailRequest,
    response: P.EquipmentDetailResponse,
  },
  vendorDetail: {
    method: 'POST',
    path: '/api/public/v3/vendor-detail',
    summary: 'A vendor by Id, or the vendor of EquipmentId (404 when unknown)',
    tag: 'public',
    request: P.VendorDetailRequest,
    response: P.VendorDetailResponse,
  },
  contractorDetail: {
    method: 'POST',
    path: '/api/public/v3/contractor-detail',
    summary: 'One contractor with projects and reviews; data null (404) when unknown',
    tag: 'public',
    request: P.ContractorDetailRequest,
    response: P.ContractorDetailResponse,
  },
  captcha: {
    method: 'GET',
    path: '/api/public/v3/captcha',
    summary: 'A Contact Us captcha: a sealed token (valid 30 minutes, accepted once) and the URL of its picture; the code itself is never sent (rate-limited per IP)',
    tag: 'public',
    response: P.CaptchaResponse,
  },
  captchaImage: {
    method: 'GET',
    path: '/api/public/v3/captcha/image',
    summary: 'The picture of a captcha token’s code (image/png); 404 for an unknown or expired token (rate-limited per IP)',
    tag: 'public',
    request: P.CaptchaImageQuery,
    response: z.any().describe('The PNG picture'),
  },
  contact: {
    method: 'POST',
    path: '/api/public/v3/contact',
    summary:
      'Contact Us message (name, email, message required; subject optional) with CaptchaToken and CaptchaAnswer (the code read from the picture); 400 "Invalid captcha code" otherwise, and every token is used up by its first answer; rate-limited per IP (CONTACT_RATE_LIMIT a minute)',
    tag: 'public',
    request: P.ContactRequest,
    response: P.ContactResponse,
  },
  visitorTrack: {
    method: 'POST',
    path: '/api/visitor/track',
    summary: 'Record a visit of a listing or page',
    tag: 'public',
    request: P.VisitRequest,
    response: P.VisitResponse,
  },
} as const satisfies Record<string, RouteContract>;
