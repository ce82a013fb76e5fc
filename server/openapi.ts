import { z } from 'zod';
import { ErrorResponse } from '../contract/common.ts';
import { ALL_ROUTES } from '../contract/routes.ts';

/** Every failure answer's shape (the tests check each one against ErrorResponse). */
const ERROR_SCHEMA = z.toJSONSchema(ErrorResponse, { io: 'output' });

/** The OpenAPI 3.1 document, generated from the same Zod schemas that validate requests. */
export function buildOpenApi(siteUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ALL_ROUTES) {
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: z.toJSONSchema(r.response, { io: 'output', unrepresentable: 'any' }) } } },
        '4XX': {
          description: 'Bad input, not found, not allowed',
          content: { 'application/json': { schema: ERROR_SCHEMA } },
        },
      },
    };
    if (r.request) {
      const schema = z.toJSONSchema(r.request, { io: 'input', unrepresentable: 'any' });
      if (r.method === 'GET') {
        const props = (schema as { properties?: Record<string, unknown> }).properties ?? {};
        op.parameters = Object.entries(props).map(([name, s]) => ({ name, in: 'query', schema: s }));
      } else {
        op.requestBody = { required: false, content: { 'application/json': { schema } } };
      }
    }
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BuildMart API',
      version: '3.0.0',
      description: 'The marketplace API. Every call answers JSON; errors are `{ success: false, message }` with a 4xx status. Calls send cookies; writes need a session.',
    },
    servers: [{ url: siteUrl }],
    paths,
  };
}
