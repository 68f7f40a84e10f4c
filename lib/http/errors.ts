/** An error whose message is safe to show to the caller, with its HTTP status and a stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeForStatus(status),
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with the error (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Objects shared on globalThis (the database pool, the rate-limit store and limiters) are made by whichever
 * server bundle needs them first, and throw that bundle's copy of an error class: `instanceof` against
 * another bundle's copy fails. Errors are recognised by their name as well (the crash test found a commit
 * whose outcome was unknown answered "not saved" that way).
 */
export function isErrorNamed<T extends Error>(error: unknown, name: string, type?: abstract new (...args: never[]) => T): error is T {
  return (type !== undefined && error instanceof type) || (error instanceof Error && error.name === name);
}

export const isApiError = (error: unknown): error is ApiError => isErrorNamed(error, 'ApiError', ApiError);

function codeForStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    422: 'unprocessable',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return codes[status] ?? 'error';
}

export const badRequest = (message: string, code?: string) => new ApiError(400, message, code);
export const unauthorized = (message = 'You must be signed in to do that.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do that.', code?: string) => new ApiError(403, message, code);
export const notFound = (message: string, extra?: Record<string, unknown>) => new ApiError(404, message, 'not_found', extra);
export const conflict = (message: string, code?: string) => new ApiError(409, message, code);
export const unprocessable = (message: string, code?: string) => new ApiError(422, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, 'rate_limited', {}, { 'Retry-After': String(retryAfterSeconds) });

// DATABASE_TIMEOUT: db/deadline.ts gave up waiting; 57014: PostgreSQL cancelled a statement (statement_timeout).
/** The code of db/deadline.ts's timeouts (DATABASE_TIMEOUT_CODE), spelt here so that this file imports nothing. */
const DATABASE_TIMEOUT_CODE = 'DATABASE_TIMEOUT';
const CONNECTION_ERROR_CODES = new Set([
  DATABASE_TIMEOUT_CODE, '57014', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '3D000',
]);

/** True when an error (or any error in its cause chain) means the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, ({ code, message }) =>
    (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) ||
    (typeof message === 'string' && /PGlite is closed|connect ECONNREFUSED|Connection terminated/i.test(message)),
  );
}

/** The database did not answer within its deadline (db/deadline.ts): the error or one of its causes. */
export function isDatabaseTimeout(error: unknown): boolean {
  return inCauseChain(error, ({ code }) => code === DATABASE_TIMEOUT_CODE);
}

/** Whether `error` or one of its causes (six deep at most) passes `test`. */
function inCauseChain(error: unknown, test: (link: { code?: unknown; message?: unknown }) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
