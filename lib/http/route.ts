import { NextResponse } from 'next/server';
import { runWithRequestDeadline } from '@/db/deadline';
import { z, ZodError, type ZodType } from 'zod';
import { isApiError, isDatabaseUnavailable, notFound } from './errors';
import { readJsonBody } from './json-body';
import { describeError } from './log-error';
import type { LimitName } from './limits';
import { enforceRateLimit } from './rate-limit';
import { guardUnsafeRequest } from './request-guard';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/messages/site';

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
 * awaits and validates params, query and a size-capped JSON body with zod, runs the guard, and turns
 * every failure into a JSON error {error, code, issues?} with a 4xx status (503 when the database is down).
 * A handler may return a Response or any JSON-serialisable value.
 */
export function route<P extends ZodType = ZodType<unknown>, Q extends ZodType = ZodType<unknown>, B extends ZodType = ZodType<unknown>, V = unknown>(
  spec: RouteSpec<P, Q, B, V>,
  handler: (input: HandlerInput<P, Q, B, V>) => Promise<unknown>,
) {
  return async function handle(request: Request, context?: RouteContext): Promise<Response> {
    try {
      if (spec.onlyIf && !spec.onlyIf()) throw notFound(`No such API call: ${request.method} ${new URL(request.url).pathname}`);
      guardUnsafeRequest(request, { json: Boolean(spec.body) });
      const params = spec.params ? parseWith(spec.params, (await context?.params) ?? {}, 'path') : undefined;
      const query = spec.query ? parseWith(spec.query, Object.fromEntries(new URL(request.url).searchParams), 'query') : undefined;
      const body = spec.body ? parseWith(spec.body, await readJsonBody(request), 'body') : undefined;
      // One database budget from here on (db/deadline.ts): the guard, the rate limit and the work share it.
      return await runWithRequestDeadline(async () => {
        const viewer = await spec.guard(request, params as z.output<P>);
        if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, request, viewer);
        const result = await handler({ request, viewer, params, query, body } as HandlerInput<P, Q, B, V>);
        return result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      });
    } catch (error) {
      return errorResponse(error);
    }
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

export function errorResponse(error: unknown): Response {
  if (isApiError(error)) {
    return NextResponse.json({ error: error.message, code: error.code, ...error.extra }, { status: error.status, headers: error.headers });
  }
  if (error instanceof InputError) {
    const issues = error.zodError.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return NextResponse.json({ error: error.message, code: 'invalid_input', issues }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable ${describeError(error)}`);
    return NextResponse.json({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' }, { status: 503, headers: { 'Retry-After': DATABASE_RETRY_AFTER_SECONDS } });
  }
  console.error(`[api] unexpected error ${describeError(error)}`);
  return NextResponse.json({ error: 'Something went wrong on our side. Please try again.', code: 'internal' }, { status: 500 });
}
