import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Contractor calls (issue 5). */
export async function contractorApi(_app: FastifyInstance, _opts: { config: Config }) {}
