import { log } from './log';
import { addRequestObserver, type ObservedRequest } from './request-observers';

/**
 * One log line per request, at its end: {level, time, instance, request_id, msg: "request", route, method,
 * status, duration_ms}, at level info; a 5xx at error; the balancer's health checks (every 500 ms per instance)
 * at debug. An answer cut off before its end (a prefetch the browser dropped, mostly) says `finished: false`.
 * The route is the template, never the raw path (which may hold a username); nothing of the headers, the query
 * or the body is written.
 */
export function requestLine(request: ObservedRequest, outcome: { status: number; seconds: number; finished: boolean }) {
  return {
    request_id: request.id,
    route: request.route,
    method: request.method,
    status: outcome.status,
    duration_ms: Math.round(outcome.seconds * 1e4) / 10,
    ...(outcome.finished ? {} : { finished: false }),
  };
}

const HEALTH_CHECK = '/api/health/live';

/** Starts the request log (instrumentation.ts, once per process; the observer is replaced, never doubled). */
export function startRequestLog(): () => void {
  return addRequestObserver('log', {
    ended: (request, outcome) => {
      const line = requestLine(request, outcome);
      if (outcome.status >= 500) log().error(line, 'request');
      else if (request.route === HEALTH_CHECK) log().debug(line, 'request');
      else log().info(line, 'request');
    },
  });
}
