import type { z } from 'zod';

/** One entry per API call: the single source for handlers' validation and the OpenAPI document. */
export type RouteContract = {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  request?: z.ZodType;
  response: z.ZodType;
  /** Needs a session: answered 401 before the input is even read. */
  auth?: boolean;
};
