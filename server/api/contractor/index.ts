import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CONTRACTOR_LOGO_MAX_BYTES, contractorRoutes as r } from '../../../contract/contractor.ts';
import { deleteProject } from '../../../core/contractor/delete-project.ts';
import { getOwnContractorProfile } from '../../../core/contractor/get-own-contractor-profile.ts';
import { listProjects } from '../../../core/contractor/list-projects.ts';
import { saveProject } from '../../../core/contractor/save-project.ts';
import { updateContractorProfile } from '../../../core/contractor/update-contractor-profile.ts';
import { AppError } from '../../../core/errors.ts';
import type { Config } from '../../config.ts';
import { readFormOrJson } from '../multipart.ts';
import { defineRoute } from '../route.ts';
import { providerInboxRoutes } from './provider-inbox.ts';

/** Contractor calls (docs/product.md#contractor-workspace): company profile and projects; the provider inbox lives beside it. */
export async function contractorApi(app: FastifyInstance, opts: { config: Config }) {
  await app.register(async (scope) => providerInboxRoutes(scope, opts));
  await app.register(multipart);

  defineRoute(app, r.contractorProfile, async (_input, ctx) => ({ success: true, data: await getOwnContractorProfile(ctx) }));

  // Multipart (with an optional `logo` file) or JSON: the fields pass the same schema either way.
  app.route({
    method: 'POST',
    url: r.contractorProfileUpdate.path,
    handler: async (req) => {
      if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      // Role first, so a client never gets as far as uploading a file.
      if (req.viewer.role !== 'Contractor') throw new AppError('FORBIDDEN', 'Your account cannot do this.');
      const { fields, files } = await readFormOrJson(req, {
        maxFileBytes: CONTRACTOR_LOGO_MAX_BYTES,
        maxFiles: 1,
        maxFields: 30,
        maxFieldBytes: 10_000,
        tooLarge: 'The logo must be at most 20 MB.',
      });
      const input = r.contractorProfileUpdate.request.parse(fields);
      const { profile, backToPending } = await updateContractorProfile(req.ctx, { ...input, logo: files.find((f) => f.field === 'logo')?.data });
      return {
        success: true,
        message: backToPending ? 'Profile saved. It is pending review and hidden from the public site until an admin approves it.' : 'Profile saved.',
        data: profile,
      };
    },
  });

  defineRoute(app, r.contractorProjects, async (_input, ctx) => ({ success: true, data: await listProjects(ctx) }));
  defineRoute(app, r.contractorProjectSave, async (input, ctx) => {
    const data = await saveProject(ctx, input);
    return { success: true, message: input.Id ? 'Project updated.' : 'Project added.', data };
  });
  defineRoute(app, r.contractorProjectDelete, async (input, ctx) => {
    await deleteProject(ctx, input);
    return { success: true, message: 'Project deleted.' };
  });
}
