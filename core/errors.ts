/** Errors are values with codes; the HTTP error handler maps codes to statuses (house rule 5). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The page renderer runs a bundled copy of this module (build/server/index.js) next to the server's
 * own, so `instanceof` alone cannot tell a page loader's AppError from any other error in
 * server/page-errors.ts: a brand in the global symbol registry is shared by both copies.
 */
const BRAND: unique symbol = Symbol.for('buildmart.AppError');

export class AppError extends Error {
  readonly [BRAND] = true;
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError || (e instanceof Error && (e as unknown as Record<symbol, unknown>)[BRAND] === true);
