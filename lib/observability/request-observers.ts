import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './log';
import { REQUEST_ID_HEADER } from './request-context';
import { routeTemplate } from './route-template';

/**
 * Every HTTP request this process serves, seen once at its start and once when its answer is finished or its
 * connection closes (lib/http/method-gate.ts calls `observeRequest` before anything answers): the metrics, the
 * request log and the shutdown's count of requests in flight each register an observer here.
 */
export interface ObservedRequest {
  /** From the balancer's X-Request-Id when it is a plain token, else made here; sent back in every answer. */
  id: string;
  /** The route template (./route-template.ts), never the raw path. */
  route: string;
  method: string;
  /** process.hrtime.bigint() at the start. */
  startedAt: bigint;
  request: IncomingMessage;
  response: ServerResponse;
}

export interface RequestObserver {
  started?: (request: ObservedRequest) => void;
  /** `finished` false: the connection closed before the whole answer was sent. */
  ended?: (request: ObservedRequest, outcome: { status: number; seconds: number; finished: boolean }) => void;
}

/** What a request id from outside may look like (HAProxy's unique-id, a UUID): anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

const holder = globalThis as unknown as { __guessdleRequestObservers?: Map<string, RequestObserver> };
const observers = () => (holder.__guessdleRequestObservers ??= new Map());

/** Adds (or replaces, by `name`) an observer of every request. Returns what removes it. */
export function addRequestObserver(name: string, observer: RequestObserver): () => void {
  observers().set(name, observer);
  return () => {
    if (observers().get(name) === observer) observers().delete(name);
  };
}

/** The request's id: the balancer's when acceptable, else a fresh one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

function safely(what: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    // An observer must never fail a request: it is skipped, and said once per failure.
    log().error({ err: error }, `[observe] ${what} failed`);
  }
}

/**
 * Gives the request its id (in the request's headers, so that the app's code sees the same one, and in the
 * answer's X-Request-Id) and tells the observers when it starts and ends.
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse): void {
  safely('observeRequest', () => observe(request, response));
}

function observe(request: IncomingMessage, response: ServerResponse): void {
  const id = requestIdOf(request);
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader('X-Request-Id', id);
  const pathname = (request.url ?? '/').split('?')[0];
  const observed: ObservedRequest = { id, route: safeTemplate(pathname), method: (request.method ?? 'GET').toUpperCase(), startedAt: process.hrtime.bigint(), request, response };
  for (const [name, observer] of observers()) if (observer.started) safely(`${name}.started`, () => observer.started!(observed));
  let ended = false;
  const end = (finished: boolean) => {
    if (ended) return;
    ended = true;
    const seconds = Number(process.hrtime.bigint() - observed.startedAt) / 1e9;
    const outcome = { status: response.statusCode, seconds, finished };
    for (const [name, observer] of observers()) if (observer.ended) safely(`${name}.ended`, () => observer.ended!(observed, outcome));
  };
  response.once('finish', () => end(true));
  response.once('close', () => end(response.writableFinished));
}

function safeTemplate(pathname: string): string {
  try {
    return routeTemplate(pathname);
  } catch {
    return 'other';
  }
}
