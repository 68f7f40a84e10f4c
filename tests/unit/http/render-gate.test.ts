/**
 * @jest-environment node
 *
 * Issue 36 item 4: at most a few public profile pages render at once in a process; the rest wait their
 * turn before Next sees them, and one that waited too long is answered 503 with Retry-After.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRenderGate, isGatedPage } from '@/lib/http/render-gate';

function request(url: string, method = 'GET', headers: Record<string, string> = {}) {
  return Object.assign(new EventEmitter(), { url, method, headers, resume: jest.fn() }) as unknown as IncomingMessage;
}

function response() {
  const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const emitter = Object.assign(new EventEmitter(), {
    headersSent: false,
    destroyed: false,
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
    end: (body: string) => {
      written.body = body;
      emitter.emit('close');
    },
  });
  return { response: emitter as unknown as ServerResponse, written, close: () => emitter.emit('close') };
}

test('only GET and HEAD of the profile pages are gated, not their prefetches, their share image or other pages', () => {
  expect(isGatedPage(request('/profile/Alice'))).toBe(true);
  expect(isGatedPage(request('/profile/Alice/achievements?x=1', 'HEAD'))).toBe(true);
  expect(isGatedPage(request('/profile/Alice', 'POST'))).toBe(false);
  expect(isGatedPage(request('/profile/Alice', 'GET', { 'next-router-prefetch': '1' }))).toBe(false);
  expect(isGatedPage(request('/profile/Alice/opengraph-image'))).toBe(false);
  expect(isGatedPage(request('/leaderboard'))).toBe(false);
  expect(isGatedPage(request('/api/daily/pokemon/guess', 'POST'))).toBe(false);
});

test('a guess is never held, whatever the pages do', () => {
  const gate = createRenderGate({ rendersAtOnce: 1 });
  gate.hold(request('/profile/Alice'), response().response, () => {});
  expect(gate.hold(request('/api/daily/pokemon/guess', 'POST'), response().response, () => {})).toBe(false);
});

test('pages past the limit wait their turn, in order, and start as earlier ones finish', () => {
  const gate = createRenderGate({ rendersAtOnce: 2, restRatio: 0 });
  const started: number[] = [];
  const pages = Array.from({ length: 5 }, (_, i) => {
    const page = response();
    expect(gate.hold(request(`/profile/P${i}`), page.response, () => started.push(i))).toBe(true);
    return page;
  });
  expect(started).toEqual([0, 1]);
  expect(gate.state()).toEqual({ rendering: 2, waiting: 3 });
  pages[0].close();
  expect(started).toEqual([0, 1, 2]);
  pages[2].close();
  pages[1].close();
  expect(started).toEqual([0, 1, 2, 3, 4]);
});

test('a page that waited too long is answered 503 with Retry-After; one whose client left gives its place up', () => {
  jest.useFakeTimers();
  try {
    const gate = createRenderGate({ rendersAtOnce: 1, maxWaitMs: 1000, restRatio: 0 });
    const started: string[] = [];
    gate.hold(request('/profile/First'), response().response, () => started.push('first'));
    const leaving = response();
    gate.hold(request('/profile/Leaving'), leaving.response, () => started.push('leaving'));
    const waiting = response();
    gate.hold(request('/profile/Waiting'), waiting.response, () => started.push('waiting'));
    leaving.close();
    expect(gate.state()).toEqual({ rendering: 1, waiting: 1 });
    jest.advanceTimersByTime(1000);
    expect(waiting.written.status).toBe(503);
    expect(waiting.written.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(waiting.written.headers?.['Cache-Control']).toBe('no-store');
    expect(started).toEqual(['first']);
    expect(gate.state()).toEqual({ rendering: 1, waiting: 0 });
  } finally {
    jest.useRealTimers();
  }
});

test('a render\'s place is free again only after a rest as long as the render took', () => {
  jest.useFakeTimers();
  try {
    const gate = createRenderGate({ rendersAtOnce: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const first = response();
    gate.hold(request('/profile/First'), first.response, () => started.push('first'));
    gate.hold(request('/profile/Second'), response().response, () => started.push('second'));
    jest.advanceTimersByTime(300);
    first.close();
    jest.advanceTimersByTime(290);
    expect(started).toEqual(['first']);
    jest.advanceTimersByTime(20);
    expect(started).toEqual(['first', 'second']);
  } finally {
    jest.useRealTimers();
  }
});
