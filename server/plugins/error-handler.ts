import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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

/** What a client reads for a 4xx raised by a library rather than by our code. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This answer format is not available.',
  408: 'The request took too long. Please try again.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a minute and try again.',
  431: 'The request headers are too large.',
};

/** Errors Fastify raises before any route or hook runs (an undecodable path): same shape, our words. */
export function frameworkErrors(_err: FastifyError, _req: unknown, reply: FastifyReply) {
  reply.status(400).send({ success: false, message: CLIENT_ERROR_MESSAGES[400] });
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
      // Our own words: a library's message (multipart, router, parser) never reaches a client.
      return reply.status(status).send({ success: false, message: CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400] });
    }
    // The `err` serializer (server/plugins/safe-error.ts) keeps SQL parameters and bodies out of the log.
    req.log.error({ err, route: req.routeOptions?.url, method: req.method }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ success: false, message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` });
  });
}
