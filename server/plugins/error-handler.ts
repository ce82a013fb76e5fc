import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isAppError } from '../../core/errors.ts';
import { replyIfDatabaseUnavailable } from './database-availability.ts';

/** "Field: message" for the first problem, so a client sees what to fix. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * One place maps every failure to `{ success:false, message }` with a 4xx for bad input;
 * a 500 carries no detail (house rule 5).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    // The database cannot be reached (restarting, refused, connection cut): 503 "back in a moment", page or JSON.
    if (replyIfDatabaseUnavailable(err, req, reply)) return reply;
    if (isAppError(err)) {
      const retry = err.details?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return reply.status(err.status).send({ success: false, message: err.message, ...(err.details ?? {}) });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({
        success: false,
        message: zodMessage(err),
        errors: err.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      });
    }
    const fe = err as FastifyError;
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ success: false, message: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ success: false, message: 'The request body is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ success: false, message: 'Send the request body as JSON (Content-Type: application/json).' });
    }
    if (err instanceof SyntaxError) {
      return reply.status(400).send({ success: false, message: 'The request body is not valid JSON.' });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: status === 429 ? 'Too many requests. Please wait a minute and try again.' : fe.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ success: false, message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` });
  });
}
