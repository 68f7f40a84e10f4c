import { NextRequest, type NextFetchEvent } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { gateAnswer } from '@/lib/http/method-gate';
import proxy, { config as proxyConfig } from '@/proxy';
import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';
import { routeParams, routeUrlPath, type HttpMethod, type RouteHandler, type RouteModule, type RouteParams } from './route-files';
import type { RouteAnswer, RouteRequest } from './route-request';
import { sendToRoute, TEST_ORIGIN } from './route-request';

type Proxy = (request: NextRequest, event: NextFetchEvent) => Promise<Response | undefined | void>;

/**
 * A request as it reaches the app from outside, given the URL's raw (still percent-encoded) path
 * segments: the method gate answers first (lib/http/method-gate.ts, at the HTTP server); the proxy runs
 * next when its matcher matches and may answer; then Next decodes each dynamic segment, which fails on
 * malformed percent-encoding with Next's own plain-text 500; then the route handler gets the decoded
 * values, or, for a method the route does not export, Next answers by itself.
 */
export async function throughFrontDoor(
  file: string,
  handlers: RouteModule,
  request: Omit<RouteRequest, 'method'> & { method: string; rawParams: RouteParams },
): Promise<RouteAnswer> {
  const path = routeUrlPath(file, request.rawParams, (segment) => segment);
  const url = `${TEST_ORIGIN}${path}${request.query ? `?${request.query}` : ''}`;
  const gated = gateAnswer(request.method, path);
  if (gated) return { status: gated.status, headers: new Headers(gated.headers), text: gated.body, json: parseJson(gated.body) };
  if (unstable_doesMiddlewareMatch({ config: proxyConfig, url })) {
    const answer = await (proxy as unknown as Proxy)(new NextRequest(url, { method: request.method, headers: request.headers }), {} as NextFetchEvent);
    if (answer && !answer.headers.get('x-middleware-next') && !answer.headers.get('x-middleware-rewrite')) {
      const text = await answer.text();
      return { status: answer.status, headers: answer.headers, text, json: undefined };
    }
  }
  let params: RouteParams;
  try {
    params = decodeParams(file, request.rawParams);
  } catch {
    return { status: 500, headers: new Headers({ 'content-type': 'text/plain' }), text: 'Internal Server Error (Next could not decode the path)', json: undefined };
  }
  new Request(url, { method: request.method }); // Next makes a fetch() Request of it first: a TRACE throws here, Next's 500
  // As Next does: HEAD runs GET, OPTIONS lists the methods, another standard method is a 405 (without Allow), any other a 400.
  const nextMethods = autoImplementMethods(handlers as Parameters<typeof autoImplementMethods>[0]) as Record<string, RouteHandler | undefined>;
  const handler = nextMethods[request.method];
  if (!handler) return { status: 400, headers: new Headers(), text: `Next's own 400 for ${request.method}`, json: undefined };
  return sendToRoute(file, handler, { ...request, method: request.method as HttpMethod, params, rawPath: path });
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decodeParams(file: string, raw: RouteParams): RouteParams {
  return Object.fromEntries(
    routeParams(file).map(({ name, catchAll }) => {
      const value = raw[name] ?? '';
      return [name, catchAll ? (Array.isArray(value) ? value : [value]).map((part) => decodeURIComponent(part)) : decodeURIComponent(String(value))];
    }),
  );
}
