import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Admin calls (issue 5). */
export async function adminApi(_app: FastifyInstance, _opts: { config: Config }) {}
