import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Workforce calls (issue 5). */
export async function workforceApi(_app: FastifyInstance, _opts: { config: Config }) {}
