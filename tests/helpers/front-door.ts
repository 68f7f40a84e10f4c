import { NextRequest, type NextFetchEvent } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import proxy, { config as proxyConfig } from '@/proxy';
import { routeParams, routeUrlPath, type RouteHandler, type RouteParams } from './route-files';
import type { RouteAnswer, RouteRequest } from './route-request';
import { sendToRoute, TEST_ORIGIN } from './route-request';

type Proxy = (request: NextRequest, event: NextFetchEvent) => Promise<Response | undefined | void>;

/**
 * A request as it reaches the app from outside, given the URL's raw (still percent-encoded) path
 * segments: the proxy runs first when its matcher matches and may answer; then Next decodes each
 * dynamic segment, which fails on malformed percent-encoding with Next's own plain-text 500; then the
 * route handler gets the decoded values.
 */
export async function throughFrontDoor(file: string, handler: RouteHandler, request: RouteRequest & { rawParams: RouteParams }): Promise<RouteAnswer> {
  const path = routeUrlPath(file, request.rawParams, (segment) => segment);
  const url = `${TEST_ORIGIN}${path}${request.query ? `?${request.query}` : ''}`;
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
  return sendToRoute(file, handler, { ...request, params, rawPath: path });
}

function decodeParams(file: string, raw: RouteParams): RouteParams {
  return Object.fromEntries(
    routeParams(file).map(({ name, catchAll }) => {
      const value = raw[name] ?? '';
      return [name, catchAll ? (Array.isArray(value) ? value : [value]).map((part) => decodeURIComponent(part)) : decodeURIComponent(String(value))];
    }),
  );
}
