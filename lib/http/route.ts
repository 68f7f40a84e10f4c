import { NextResponse } from 'next/server';
import { runWithRequestDeadline } from '@/db/deadline';
import { z, ZodError, type ZodType } from 'zod';
import { isApiError, isDatabaseTimeout, isDatabaseUnavailable, notFound } from './errors';
import { withCachePolicy } from './cache-policy';
import { parseJsonBody, readJsonBytes } from './json-body';
import { describeError } from './log-error';
import { count } from '@/lib/observability/metrics';
import type { LimitName } from './limits';
import { enforceRateLimit } from './rate-limit';
import { guardUnsafeRequest } from './request-guard';
import { DATABASE_UNAVAILABLE_MESSAGE, internalErrorMessage } from '@/lib/messages/site';
import { log } from '@/lib/observability/log';
import { handlerRequestId } from '@/lib/observability/request-context';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

interface RouteSpec<P extends ZodType, Q extends ZodType, B extends ZodType, V> {
  /**
   * Whether the call exists on this server (the e2e set-up calls: testHooksEnabled). When it does not, it
   * answers the 404 of an unknown call before anything else, origin and body included, so nothing reveals it.
   */
  onlyIf?: () => boolean;
  /** Every route names its guard (lib/auth/guards.ts); `anyone` for public calls. It sees the parsed path. */
  guard: (request: Request, path: z.output<P>) => Promise<V>;
  params?: P;
  query?: Q;
  body?: B;
  /** A limit of lib/http/limits.ts, counted after the guard: per signed-in user, else per client address. */
  rateLimit?: LimitName;
  /**
   * The answer is the same for everyone, and the handler sets its own public Cache-Control on success
   * (cache-policy.ts). Without it every answer says `private, no-store`.
   */
  sharedCache?: boolean;
  /**
   * The request's database budget in ms, when not DATABASE_TIMEOUT_MS (db/deadline.ts). Only for the e2e set-up
   * calls that write many rounds at once (tests' data, never a player's call); each query keeps its own limit.
   */
  deadlineMs?: number;
}

interface HandlerInput<P extends ZodType, Q extends ZodType, B extends ZodType, V> {
  request: Request;
  viewer: V;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/**
 * Wraps a route handler: refuses cross-site and non-JSON state-changing calls first (request-guard.ts),
 * validates the path, reads a size-capped body, runs the guard, and only then validates the query and the
 * body with zod (a guest is refused 401 whatever they send, never told what their input lacks: issue 36
 * item 6). Every failure becomes a JSON error {error, code, issues?} with a 4xx status (503 when the
 * database is down), and every answer gets its Cache-Control (cache-policy.ts). A handler may return a
 * Response or any JSON-serialisable value.
 */
export function route<P extends ZodType = ZodType<unknown>, Q extends ZodType = ZodType<unknown>, B extends ZodType = ZodType<unknown>, V = unknown>(
  spec: RouteSpec<P, Q, B, V>,
  handler: (input: HandlerInput<P, Q, B, V>) => Promise<unknown>,
) {
  async function answer(request: Request, context?: RouteContext): Promise<Response> {
    try {
      if (spec.onlyIf && !spec.onlyIf()) throw notFound(`No such API call: ${request.method} ${new URL(request.url).pathname}`);
      guardUnsafeRequest(request, { json: Boolean(spec.body) });
      // The guard sees the path (whose rows a call reads), so the path is checked before it.
      const params = spec.params ? parseWith(spec.params, (await context?.params) ?? {}, 'path') : undefined;
      // The bytes only, before the database budget starts (a slow sender does not spend it); read, not judged.
      const bytes = spec.body ? await readJsonBytes(request) : undefined;
      // One database budget from here on (db/deadline.ts): the guard, the rate limit and the work share it.
      return await runWithRequestDeadline(async () => {
        const viewer = await spec.guard(request, params as z.output<P>);
        const query = spec.query ? parseWith(spec.query, Object.fromEntries(new URL(request.url).searchParams), 'query') : undefined;
        const body = spec.body && bytes ? parseWith(spec.body, parseJsonBody(request, bytes), 'body') : undefined;
        if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, request, viewer);
        const result = await handler({ request, viewer, params, query, body } as HandlerInput<P, Q, B, V>);
        return result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      }, spec.deadlineMs);
    } catch (error) {
      return errorResponse(error, request);
    }
  }
  return async function handle(request: Request, context?: RouteContext): Promise<Response> {
    return withCachePolicy(await answer(request, context), { sharedCache: spec.sharedCache });
  };
}

function parseWith<T extends ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InputError(parsed.error, where);
}

class InputError extends Error {
  constructor(readonly zodError: ZodError, readonly where: string) {
    super(describeIssue(zodError, where));
  }
}

function describeIssue(error: ZodError, where: string): string {
  const first = error.issues[0];
  if (!first) return `Invalid ${where}.`;
  const field = first.path.length ? first.path.join('.') : where;
  return `Invalid ${where}: ${field}: ${first.message}`;
}

/** How long a caller waits before trying again when the database is away (most outages are seconds long). */
export const DATABASE_RETRY_AFTER_SECONDS = '5';

/**
 * The answer to a failure. An unexpected one is logged with its stack (lib/observability/log.ts) and answered
 * 500 with only a generic message and its ref, the request id (never the error's own text or stack).
 */
export function errorResponse(error: unknown, request?: Request): Response {
  if (isApiError(error)) {
    // The other 503s of an ApiError are counted where they are decided (the rate-limit store: rate-limit.ts).
    if (error.status === 503 && error.code === 'pictures_busy') count((m) => m.unavailable.inc({ cause: 'upload_busy' }));
    return NextResponse.json({ error: error.message, code: error.code, ...error.extra }, { status: error.status, headers: error.headers });
  }
  if (error instanceof InputError) {
    const issues = error.zodError.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return NextResponse.json({ error: error.message, code: 'invalid_input', issues }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    count((m) => m.unavailable.inc({ cause: isDatabaseTimeout(error) ? 'database_timeout' : 'database_unavailable' }));
    log().error(`[api] database unavailable ${describeError(error)}`);
    return NextResponse.json({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' }, { status: 503, headers: { 'Retry-After': DATABASE_RETRY_AFTER_SECONDS } });
  }
  const ref = handlerRequestId(request);
  log().error({ err: error, ...(ref ? { request_id: ref } : {}) }, '[api] unexpected error');
  return NextResponse.json({ error: internalErrorMessage(ref), code: 'internal', ...(ref ? { ref } : {}) }, { status: 500 });
}
