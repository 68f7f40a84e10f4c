/** The browser's API client (ARCHITECTURE "lib/client"; accounts-side §8 and §9). */

import { httpErrorMessage, REQUEST_TIMEOUT } from '@/lib/messages/requests';
import { noticeRefusal } from './admin-refused';

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A failed call: `message` is 'HTTP {status}: {statusText}', `serverMessage` the server's own error text,
 * `answer` the whole JSON error answer (some carry more than the message, e.g. a sign-out's revocation token).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    readonly serverMessage?: string,
    readonly code?: string,
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A FormData body (an upload) goes as multipart/form-data, with the boundary the browser sets; anything else as JSON. */
function encodeBody(body: unknown): { headers: Record<string, string>; body: BodyInit | undefined } {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { headers: {}, body };
  return { headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) };
}

async function send(endpoint: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(endpoint, {
      method,
      credentials: 'include',
      ...encodeBody(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiRequestError(REQUEST_TIMEOUT, 0, endpoint);
    throw error;
  }
}

/** A 401 from these means "signed out" itself: refreshing would not help. */
const SESSION_CALLS = new Set(['/auth/me', '/auth/refresh', '/auth/logout', '/auth/logout-all']);

/**
 * Calls the site's API and returns the parsed JSON. A 401 triggers one session refresh and one
 * retry; any other non-OK answer throws ApiRequestError.
 */
export async function apiRequest<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(endpoint, options);
  if (response.status === 401 && !SESSION_CALLS.has(endpoint)) {
    const refreshed = await send('/auth/refresh', { method: 'POST' }).catch(() => null);
    if (refreshed?.ok) response = await send(endpoint, options);
  }
  if (!response.ok) {
    noticeRefusal(endpoint, response.status);
    const payload = (await response.json().catch(() => ({}))) as { error?: string; code?: string } & Record<string, unknown>;
    throw new ApiRequestError(httpErrorMessage(response.status, response.statusText), response.status, endpoint, payload.error, payload.code, payload);
  }
  return (await response.json()) as T;
}

/**
 * The one way the browser turns a failure into words for the player: the server's own explanation when it
 * answered with one, else `fallback` (a network failure, a timeout, an answer without a message, any other
 * error); never a technical text such as 'HTTP 503: Service Unavailable'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Whether the site answers at all (any status): a HEAD of `address`, past every cache (the service worker
 * handles only GET). The offline page asks it before loading the page again (components/offline/Reconnect.tsx).
 */
export async function siteAnswers(address: string): Promise<boolean> {
  try {
    await fetch(address, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
