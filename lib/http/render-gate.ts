import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalPage } from './refusal-page';

/**
 * The render gate (issue 36 item 4): at most RENDERS_AT_ONCE public profile pages render at once in a process,
 * and a render's place is free again only after a rest as long as the render took (REST_RATIO), so that these
 * pages hold the event loop at most about half of the time; the others wait their turn before Next sees them
 * (in the order they came), and one that waited MAX_WAIT_MS is answered 503 with Retry-After. A flood of these
 * pages then leaves the event loop free for guesses, wins and every other call. Pages counted: GET and HEAD of
 * /profile/{username} and /profile/{username}/achievements (a router prefetch stops before the page renders).
 */
export const RENDERS_AT_ONCE = 1;
export const REST_RATIO = 1;
export const MAX_WAIT_MS = 5000;
/** A rest never lasts longer than this (a render that hung on a slow client needs none). */
const MAX_REST_MS = 1000;
const MAX_WAITING = 500;
const PROFILE_PAGE = /^\/profile\/[^/?]+(?:\/achievements)?\/?(?:\?.*)?$/;

interface Waiting {
  start: () => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface RenderGate {
  /** True when the gate holds the request (it calls `pass` once its turn comes, or answers 503 itself). */
  hold: (request: IncomingMessage, response: ServerResponse, pass: () => void) => boolean;
  /** Pages rendering now and waiting now (for tests). */
  state: () => { rendering: number; waiting: number };
}

export function isGatedPage(request: IncomingMessage): boolean {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  return PROFILE_PAGE.test(request.url ?? '') && request.headers['next-router-prefetch'] === undefined;
}

export function createRenderGate(options: { rendersAtOnce?: number; maxWaitMs?: number; restRatio?: number } = {}): RenderGate {
  const rendersAtOnce = options.rendersAtOnce ?? RENDERS_AT_ONCE;
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const restRatio = options.restRatio ?? REST_RATIO;
  let rendering = 0;
  const queue: Waiting[] = [];

  function next(): void {
    while (rendering < rendersAtOnce && queue.length > 0) {
      const waiting = queue.shift()!;
      clearTimeout(waiting.timer);
      waiting.start();
    }
  }

  function hold(request: IncomingMessage, response: ServerResponse, pass: () => void): boolean {
    if (!isGatedPage(request)) return false;
    const start = () => {
      rendering += 1;
      const startedAt = performance.now();
      response.once('close', () => {
        const rest = Math.min((performance.now() - startedAt) * restRatio, MAX_REST_MS);
        const free = () => {
          rendering -= 1;
          next();
        };
        if (rest < 1) free();
        else setTimeout(free, rest);
      });
      pass();
    };
    if (rendering < rendersAtOnce && queue.length === 0) {
      start();
      return true;
    }
    if (queue.length >= MAX_WAITING) {
      busy(request, response);
      return true;
    }
    const waiting: Waiting = {
      start,
      refuse: () => busy(request, response),
      timer: setTimeout(() => {
        const at = queue.indexOf(waiting);
        if (at >= 0) queue.splice(at, 1);
        waiting.refuse();
      }, maxWaitMs),
    };
    queue.push(waiting);
    // A client that leaves while waiting gives its place up.
    response.once('close', () => {
      const at = queue.indexOf(waiting);
      if (at < 0) return;
      queue.splice(at, 1);
      clearTimeout(waiting.timer);
    });
    return true;
  }

  return { hold, state: () => ({ rendering, waiting: queue.length }) };
}

function busy(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  if (response.headersSent || response.destroyed) return;
  const seconds = String(Math.ceil(MAX_WAIT_MS / 1000));
  const { headers, body } = refusalPage('Many people are looking at profiles right now', `Please try again in ${seconds} seconds.`, seconds);
  response.writeHead(503, headers);
  response.end(body);
}
