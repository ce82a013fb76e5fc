import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { workforceRoutes as W } from '../../../contract/workforce.ts';
import { AppError } from '../../../core/errors.ts';
import { UPLOAD_LIMITS } from '../../../core/uploads/files.ts';
import { getOwnWorker } from '../../../core/worker/get-own-worker.ts';
import { getWorkerResume } from '../../../core/worker/get-worker-resume.ts';
import { listWorkers } from '../../../core/worker/list-workers.ts';
import { revealWorkerContact } from '../../../core/worker/reveal-worker-contact.ts';
import { saveWorker } from '../../../core/worker/save-worker.ts';
import { setWorkerHidden } from '../../../core/worker/set-worker-hidden.ts';
import type { Config } from '../../config.ts';
import { setPdfDownloadHeaders } from '../../plugins/uploads.ts';
import { readForm } from '../multipart.ts';
import { defineRoute } from '../route.ts';

/** Workforce calls (docs/product.md#workforce): the public directory, resume downloads and the job seeker's own listing. */
export async function workforceApi(app: FastifyInstance, _opts: { config: Config }) {
  await app.register(multipart);

  defineRoute(app, W.list, async (input, ctx) => {
    const r = await listWorkers(ctx, input);
    return {
      success: true,
      Page: r.page,
      PageSize: r.pageSize,
      TotalPages: r.totalPages,
      Data: r.data,
      TotalRecords: r.total,
      data: r.data,
      total: r.total,
      Understood: r.understood,
      Near: r.near,
    };
  });

  defineRoute(app, W.contact, async (input, ctx, _req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await revealWorkerContact(ctx, { id: input.Id }) };
  });

  defineRoute(app, W.resume, async (input, ctx, _req, reply) => {
    const { data, filename } = await getWorkerResume(ctx, input);
    setPdfDownloadHeaders(reply, filename);
    return reply.header('cache-control', 'private, no-store').send(data);
  });

  defineRoute(app, W.own, async (_input, ctx) => ({ success: true, data: await getOwnWorker(ctx) }));

  app.route({
    method: 'POST',
    url: W.save.path,
    handler: async (req) => {
      if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      // Role first: another role's upload is not even read.
      if (req.viewer.role !== 'JobSeeker') throw new AppError('FORBIDDEN', 'Your account cannot do this.');
      const { fields, files } = await readForm(req, {
        maxFileBytes: UPLOAD_LIMITS.pdfBytes,
        maxFiles: 1,
        maxFields: 20,
        maxFieldBytes: 4000,
        tooLarge: 'The resume must be at most 5 MB.',
      });
      const input = W.save.request.parse(fields);
      const data = await saveWorker(req.ctx, { ...input, resume: files[0]?.data });
      return { success: true, message: 'Saved! Your listing will appear in Workforce once an admin approves it.', data };
    },
  });

  defineRoute(app, W.hide, async (input, ctx) => {
    const data = await setWorkerHidden(ctx, { hidden: input.Hidden });
    return { success: true, message: data.IsHidden ? 'Your listing is hidden.' : 'Your listing is visible again.', data };
  });
}
