import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Vendor calls (issue 5). */
export async function vendorApi(_app: FastifyInstance, _opts: { config: Config }) {}
