import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of server code runs for: lib/http/method-gate.ts runs Next's handling of each request
 * inside it, so that every log line written while serving it carries its id (lib/observability/log.ts),
 * however deep the code that writes it. One store per process, on globalThis: instrumentation and every route
 * bundle share it.
 */
/** The header that carries a request's id, in the request (set by ./request-observers.ts) and in its answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  id: string;
}

const holder = globalThis as unknown as { __guessdleRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = () => (holder.__guessdleRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(id: string, work: () => T): T {
  return storage().run({ id }, work);
}

/** The id of the request being served, or undefined outside one (start-up, timers). */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.id;
}

/** A route handler's request id: its X-Request-Id header (set by method-gate.ts), else the current one. */
export function handlerRequestId(request?: Request): string | undefined {
  return request?.headers.get(REQUEST_ID_HEADER) ?? currentRequestId();
}
