import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '@/lib/security/headers';
import { isCallPath } from '@/lib/security/malformed-path';
import { judgeMethod } from './method-policy';
import { createRenderGate } from './render-gate';
import { createPageReplay, type PageReplay } from './page-replay';
import { observeRequest } from '@/lib/observability/request-observers';
import { noteServer } from '@/lib/observability/shutdown';
import { REQUEST_ID_HEADER, runInRequest } from '@/lib/observability/request-context';
import { log } from '@/lib/observability/log';

/**
 * Answers a method an address does not take (405 with `Allow`), and a call this server does not have
 * (the e2e hooks: 404), before Next sees the request. It has to come first: Next turns each request into
 * a fetch() Request, which cannot hold a TRACE, so Next answered TRACE with a 500 on every route before
 * proxy.ts or any route ran; and it answers a method a route lacks with a 405 without `Allow`.
 */
export interface GateAnswer {
  status: 404 | 405;
  headers: Record<string, string>;
  body: string;
}

/** The gate's answer to `method` on `pathname`, or null when the request goes on to Next. */
export function gateAnswer(method: string, pathname: string): GateAnswer | null {
  const verdict = judgeMethod(method, pathname);
  if ('pass' in verdict) return null;
  const call = isCallPath(pathname);
  const error = verdict.status === 404 ? `No such API call: ${method} ${pathname}` : `${method} is not allowed here. Use ${verdict.allow}.`;
  const headers: Record<string, string> = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
  headers['Content-Security-Policy'] = API_CONTENT_SECURITY_POLICY;
  headers['Content-Type'] = call ? 'application/json' : 'text/plain; charset=utf-8';
  if (verdict.status === 405) headers.Allow = verdict.allow;
  const body = call ? JSON.stringify({ error, code: verdict.status === 404 ? 'not_found' : 'method_not_allowed' }) : `${error}\n`;
  return { status: verdict.status, headers, body };
}

/** The path of a request target: origin form (`/a/b?c`) as sent, absolute form (`http://host/a/b`) parsed; null when unreadable. */
function targetPath(target: string): string | null {
  if (target.startsWith('/')) return target.split('?')[0];
  try {
    return new URL(target).pathname;
  } catch {
    return null;
  }
}

/** True when the gate answered the request itself; anything it cannot read goes on to Next unchanged. */
export function answeredByGate(request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = targetPath(request.url ?? '/');
  const answer = pathname === null ? null : gateAnswer((request.method ?? 'GET').toUpperCase(), pathname);
  if (!answer) return false;
  request.resume(); // a body nobody reads must not hold the connection
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
  return true;
}

/** True when the shared page cache answered the request (./page-replay.ts); when it fails before answering, Next serves it. */
function safelyReplayed(replay: PageReplay, request: IncomingMessage, response: ServerResponse): boolean {
  try {
    return replay.answer(request, response);
  } catch (error) {
    log().error({ err: error }, '[page-cache] passed a request on to Next');
    return response.headersSent;
  }
}

/** An exception here would escape into Node's HTTP parser and end the process: Next gets the request instead. */
function safelyAnswered(request: IncomingMessage, response: ServerResponse): boolean {
  try {
    return answeredByGate(request, response);
  } catch (error) {
    log().error({ err: error }, '[method-gate] passed a request on to Next unchecked');
    return false;
  }
}

const holder = globalThis as unknown as { __guessdleMethodGate?: () => void };

/**
 * Puts the gate in front of every HTTP server of this process (once: instrumentation.ts calls it at
 * start-up, before Next serves a request). Returns what takes it away again (for tests).
 */
export function installMethodGate(): () => void {
  if (holder.__guessdleMethodGate) return holder.__guessdleMethodGate;
  const emit: (this: Server, event: string, ...args: unknown[]) => boolean = Server.prototype.emit;
  // Every request gets its id and is seen by the metrics, the log and the shutdown (lib/observability/request-observers.ts).
  // The public profile pages then take turns (lib/http/render-gate.ts): a flood of them cannot hold the event loop.
  // /daily, /leaderboard, / and the game pages for visitors without cookies replay a render at most 2 s old (lib/http/page-replay.ts).
  const renderGate = createRenderGate();
  const pageReplay = createPageReplay();
  Server.prototype.emit = function emitThroughGate(this: Server, event: string, ...args: unknown[]): boolean {
    if (event === 'connection') noteServer(this); // the shutdown closes this server (lib/observability/shutdown.ts)
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    observeRequest(request, response);
    // Next serves it inside the request's context: every log line written meanwhile carries its id.
    const id = request.headers[REQUEST_ID_HEADER];
    const serve = () => (typeof id === 'string' ? runInRequest(id, () => emit.call(this, event, ...args)) : emit.call(this, event, ...args));
    if (safelyAnswered(request, response)) return true;
    if (safelyReplayed(pageReplay, request, response)) return true;
    if (renderGate.hold(request, response, serve)) return true;
    return serve();
  };
  holder.__guessdleMethodGate = () => {
    Server.prototype.emit = emit;
    holder.__guessdleMethodGate = undefined;
  };
  return holder.__guessdleMethodGate;
}
