import { NextRequest } from 'next/server';
import { routeUrlPath, type HttpMethod, type RouteHandler, type RouteParams } from './route-files';

export const TEST_ORIGIN = 'http://localhost';

export interface RouteRequest {
  method: HttpMethod;
  params?: RouteParams;
  /** The query string without `?`, sent as it is (it may be malformed on purpose). */
  query?: string;
  /** A string or a FormData is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The URL's path as sent, when it differs from the params encoded (malformed on purpose). */
  rawPath?: string;
}

export interface RouteAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: Record<string, unknown> | undefined;
}

/**
 * Calls a route handler as Next would after routing: a NextRequest to the route's own URL (from its file
 * path) plus the decoded params, awaited later. Same-origin JSON, like the site's own pages send.
 */
export async function sendToRoute(file: string, handler: RouteHandler, request: RouteRequest): Promise<RouteAnswer> {
  const params = request.params ?? {};
  const url = `${TEST_ORIGIN}${request.rawPath ?? routeUrlPath(file, params)}${request.query ? `?${request.query}` : ''}`;
  // A FormData body goes as multipart/form-data with its own boundary (a picture upload); anything else as JSON.
  const form = request.body instanceof FormData;
  const init: { method: string; headers: Record<string, string>; body?: string | FormData } = {
    method: request.method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...request.headers },
  };
  if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = typeof request.body === 'string' || form ? (request.body as string | FormData) : JSON.stringify(request.body);
  }
  const response = await handler(new NextRequest(url, init), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
