import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, templateRecords } from '../../../contract/equipment-import.ts';
import { EQUIPMENT_UPLOAD, EquipmentIdRequest, vendorRoutes as V } from '../../../contract/vendor.ts';
import { writeCsv } from '../../../lib/csv.ts';
import { registerProvider } from '../../../core/account/register-provider.ts';
import { deleteEquipment } from '../../../core/equipment/delete-equipment.ts';
import { getOwnEquipment, listOwnEquipment } from '../../../core/equipment/list-own-equipment.ts';
import { checkEquipmentImport, importEquipment } from '../../../core/equipment/import-equipment.ts';
import { saveEquipment } from '../../../core/equipment/save-equipment.ts';
import { setEquipmentStatus } from '../../../core/equipment/set-equipment-status.ts';
import { AppError } from '../../../core/errors.ts';
import { consume } from '../../../core/limits/counter.ts';
import { requireRole } from '../../../core/policy.ts';
import { UPLOAD_LIMITS } from '../../../core/uploads/files.ts';
import { getVendorProfile, updateVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import type { Config } from '../../config.ts';
import { startSession } from '../account/start-session.ts';
import { readForm, readFormOrJson } from '../multipart.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';

/** Vendor calls (docs/product.md#vendor-workspace): provider registration, Manage Equipments and Edit Profile. Core authorises each one. */
export async function vendorApi(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(multipart);
  const limits = abuseLimits(config);

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

  // Bulk import (docs/decisions/060-equipment-import.md): the template, a check that stores nothing, then all rows or none.
  defineRoute(app, V.equipmentImportTemplate, async (_input, ctx, _req, reply) => {
    requireRole(ctx, 'Vendor');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="buildmart-equipment-template.csv"')
      .header('cache-control', 'private, no-store')
      .send(writeCsv(templateRecords()));
  });
  const readImportFile = async (req: FastifyRequest) => {
    needSession(req);
    const { files } = await readForm(req, {
      maxFileBytes: IMPORT_LIMITS.maxBytes,
      maxFiles: 1,
      maxFields: 5,
      maxFieldBytes: 100,
      tooLarge: 'The file must be at most 2 MB. Split it into smaller files.',
    }).catch((err: unknown) => {
      // Every refusal names the file field, so the form shows it next to the file input.
      if (err instanceof AppError && !err.details) throw new AppError(err.code, err.message, { errors: [{ field: 'file', message: err.message }] });
      throw err;
    });
    const file = files.find((f) => f.field === 'file');
    if (!file) throw new AppError('BAD_REQUEST', 'Please choose a CSV file.', { errors: [{ field: 'file', message: 'Please choose a CSV file.' }] });
    return file.data;
  };
  app.route({
    method: 'POST',
    url: V.checkEquipmentImport.path,
    handler: async (req) => {
      const { rows } = await checkEquipmentImport(req.ctx, await readImportFile(req));
      return { success: true, Rows: rows, message: rows === 1 ? 'The machine is ready to import.' : `All ${rows} machines are ready to import.` };
    },
  });
  app.route({
    method: 'POST',
    url: V.importEquipment.path,
    handler: async (req) => {
      needSession(req);
      // Counted before the file is read, so a refused call reads and stores nothing.
      for (const limit of limits.equipmentImport) await consume(req.ctx, limit.rule, limit.key(undefined, req));
      const { imported } = await importEquipment(req.ctx, await readImportFile(req));
      return {
        success: true,
        Imported: imported,
        message: imported === 1 ? '1 machine imported. It is pending review.' : `${imported} machines imported. They are pending review.`,
      };
    },
  });

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
