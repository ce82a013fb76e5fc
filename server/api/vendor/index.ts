import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EQUIPMENT_UPLOAD, EquipmentIdRequest, vendorRoutes as V } from '../../../contract/vendor.ts';
import { registerProvider } from '../../../core/account/register-provider.ts';
import { deleteEquipment } from '../../../core/equipment/delete-equipment.ts';
import { getOwnEquipment, listOwnEquipment } from '../../../core/equipment/list-own-equipment.ts';
import { saveEquipment } from '../../../core/equipment/save-equipment.ts';
import { setEquipmentStatus } from '../../../core/equipment/set-equipment-status.ts';
import { AppError } from '../../../core/errors.ts';
import { requireRole } from '../../../core/policy.ts';
import { UPLOAD_LIMITS } from '../../../core/uploads/files.ts';
import { getVendorProfile, updateVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import type { Config } from '../../config.ts';
import { startSession } from '../account/start-session.ts';
import { readFormOrJson } from '../multipart.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';

/** Vendor calls (docs/product.md#vendor-workspace): provider registration, Manage Equipments and Edit Profile. Core authorises each one. */
export async function vendorApi(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(multipart);

  defineRoute(
    app,
    V.registerProvider,
    async (input, ctx, req, reply) => {
      try {
        const user = await registerProvider(ctx, input);
        await startSession(config, ctx, req, reply, user.UserId);
        return { success: true, UserId: user.UserId, Message: 'Registration successful!', user };
      } catch (err) {
        // Same failure shape as register-client: the form reads Message.
        const e = err as { status?: number; message: string };
        if (e.status && e.status < 500) return reply.status(e.status).send({ success: false, Message: e.message, message: e.message });
        throw err;
      }
    },
    { limits: abuseLimits(config).registerProvider },
  );

  defineRoute(app, V.myEquipments, async (_input, ctx) => ({ success: true, data: await listOwnEquipment(ctx) }));
  defineRoute(app, V.myEquipment, async (input, ctx) => ({ success: true, data: await getOwnEquipment(ctx, { id: input.Id }) }));

  // Refuse early, before reading any upload (core checks again, with ownership).
  const needSession = (req: FastifyRequest) => {
    if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    requireRole(req.ctx, 'Vendor');
  };
  const readEditor = (req: FastifyRequest) =>
    readFormOrJson(req, {
      maxFileBytes: EQUIPMENT_UPLOAD.maxFileBytes,
      maxFiles: EQUIPMENT_UPLOAD.maxFiles,
      maxFields: 40,
      maxFieldBytes: 20_000,
      // Photos up to 20 MB are resized here; the PDF is kept as sent, so it keeps its own 5 MB (docs/decisions/053).
      fieldBytes: { document: UPLOAD_LIMITS.pdfBytes },
      tooLarge: (field) =>
        field === 'document'
          ? 'The document must be at most 5 MB.'
          : field === 'thumbnail' || field === 'gallery'
            ? 'Each photo must be at most 20 MB.'
            : 'Each file must be at most 20 MB.',
    });

  // Multipart (photos and the PDF) or JSON (fields only); the fields pass EquipmentInput either way.
  for (const [contract, editing] of [
    [V.createEquipment, false],
    [V.updateEquipment, true],
  ] as const) {
    app.route({
      method: 'POST',
      url: contract.path,
      handler: async (req) => {
        needSession(req);
        const { fields, files } = await readEditor(req);
        const id = editing ? EquipmentIdRequest.parse(fields).Id : undefined;
        const input = contract.request.parse(fields);
        const of = (name: string) => files.filter((f) => f.field === name).map((f) => f.data);
        const data = await saveEquipment(req.ctx, { ...input, id }, { thumbnail: of('thumbnail')[0], gallery: of('gallery'), document: of('document')[0] });
        return { success: true, message: editing ? 'Listing updated. It is pending review.' : 'Listing created. It is pending review.', data };
      },
    });
  }

  defineRoute(app, V.setEquipmentStatus, async (input, ctx) => {
    const data = await setEquipmentStatus(ctx, { id: input.Id, action: input.Action });
    return { success: true, message: input.Action === 'pause' ? 'Listing paused.' : 'Listing resumed.', data };
  });

  defineRoute(app, V.deleteEquipment, async (input, ctx) => {
    await deleteEquipment(ctx, { id: input.Id });
    return { success: true, message: 'Listing deleted.' };
  });

  defineRoute(app, V.profile, async (_input, ctx) => ({ success: true, data: await getVendorProfile(ctx) }));

  app.route({
    method: 'POST',
    url: V.updateProfile.path,
    handler: async (req) => {
      needSession(req);
      const { fields, files } = await readFormOrJson(req, {
        maxFileBytes: UPLOAD_LIMITS.imageBytes,
        maxFiles: 1,
        maxFields: 20,
        maxFieldBytes: 2000,
        tooLarge: 'The logo must be at most 20 MB.',
      });
      const input = V.updateProfile.request.parse(fields);
      const data = await updateVendorProfile(req.ctx, { ...input, logo: files.find((f) => f.field === 'logo')?.data });
      return { success: true, message: 'Profile updated.', data };
    },
  });
}
