import type { FastifyInstance } from 'fastify';
import type { Understood } from '../../../contract/common.ts';
import { publicV3 } from '../../../contract/routes.ts';
import { CaptchaSealer } from '../../../core/contact/captcha.ts';
import { contactLimits } from '../../../core/contact/contact-limits.ts';
import { drawCaptcha, issueCaptcha } from '../../../core/contact/issue-captcha.ts';
import { submitContactMessage } from '../../../core/contact/submit-contact-message.ts';
import { getContractorDetail } from '../../../core/contractor/get-contractor-detail.ts';
import { listContractors } from '../../../core/contractor/list-contractors.ts';
import { getEquipmentDetail } from '../../../core/equipment/get-equipment-detail.ts';
import { listEquipment } from '../../../core/equipment/list-equipment.ts';
import { getVendorDetail } from '../../../core/vendor/get-vendor-detail.ts';
import { trackVisit } from '../../../core/visit/track-visit.ts';
import type { Limiter } from '../../plugins/limiter.ts';
import { perAddress } from '../abuse-limits.ts';
import { defineRoute, type RouteLimit } from '../route.ts';

/** A list page in the spec's shapes: Data/TotalRecords and the data/total the screens also read. */
function listResponse<T>(r: {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  corrections?: Record<string, string>;
  understood?: Understood;
  near?: { Label: string; Lat: number; Lon: number };
}) {
  return {
    success: true,
    Data: r.data,
    TotalRecords: r.total,
    data: r.data,
    total: r.total,
    Page: r.page,
    PageSize: r.pageSize,
    TotalPages: r.totalPages,
    Corrections: r.corrections,
    Understood: r.understood,
    Near: r.near,
  };
}

/** The public calls a guest can make (docs/product.md#calls). Handlers: parse (defineRoute) → core → response shape. */
export async function publicV3Routes(app: FastifyInstance, opts: { contactRateLimit: number; searchLimiter: Limiter; captchaSecret: string; visitLimits: RouteLimit[] }) {
  const captcha = new CaptchaSealer(opts.captchaSecret);
  // Per client address (req.ip), in PostgreSQL: shared by every process (docs/decisions/022).
  const limits = contactLimits(opts.contactRateLimit);

  defineRoute(app, publicV3.equipments, async (input, ctx) => {
    return listResponse(await opts.searchLimiter.run(() => listEquipment(ctx, input)));
  });

  defineRoute(app, publicV3.contractors, async (input, ctx) => {
    return listResponse(await opts.searchLimiter.run(() => listContractors(ctx, input)));
  });

  defineRoute(app, publicV3.equipmentDetail, async (input, ctx) => ({
    success: true,
    data: await getEquipmentDetail(ctx, input),
  }));

  defineRoute(app, publicV3.vendorDetail, async (input, ctx) => ({
    success: true,
    data: await getVendorDetail(ctx, { id: input.Id ?? input.id, equipmentId: input.EquipmentId }),
  }));

  defineRoute(app, publicV3.contractorDetail, async (input, ctx, _req, reply) => {
    const data = await getContractorDetail(ctx, input);
    if (!data) return reply.status(404).send({ success: false, data: null, message: 'Contractor not found.' });
    return { success: true, data };
  });

  defineRoute(
    app,
    publicV3.captcha,
    async (_input, ctx, _req, reply) => {
      const challenge = await issueCaptcha(ctx, { captcha });
      reply.header('cache-control', 'no-store');
      return { success: true, Token: challenge.Token, ImageUrl: `${publicV3.captchaImage.path}?token=${challenge.Token}`, ExpiresAt: challenge.ExpiresAt };
    },
    { limits: [perAddress(limits.challenge)] },
  );

  defineRoute(
    app,
    publicV3.captchaImage,
    async (input, ctx, _req, reply) => {
      const png = await drawCaptcha(ctx, { token: input.token, captcha });
      return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
    },
    { limits: [perAddress(limits.picture)] },
  );

  defineRoute(
    app,
    publicV3.contact,
    async (input, ctx, req) => {
      const { id } = await submitContactMessage(ctx, input, { ip: req.ip, userAgent: req.headers['user-agent'], captcha });
      return { success: true, message: 'Message sent successfully!', id };
    },
    { limits: [perAddress(limits.message)] },
  );

  defineRoute(
    app,
    publicV3.visitorTrack,
    async (input, ctx) => {
      await trackVisit(ctx, input);
      return { success: true };
    },
    { limits: opts.visitLimits },
  );
}
