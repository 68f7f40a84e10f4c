import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { count } from '@/lib/observability/metrics';
import { createNonce } from '@/lib/security/csp';
import { cacheableRender, pageCacheKey, SharedPageCache, withNonce, type CachedPage } from './shared-page-cache';

/**
 * The shared page cache at the HTTP server (lib/http/method-gate.ts calls it before Next sees a request): a
 * request it may serve (./shared-page-cache.ts) is answered from a fresh kept render, or rendered by Next as
 * usual while the answer is copied into the cache. Next is asked for that render uncompressed (the copy must be
 * plain HTML to replace its nonce), so the one answer that fills the cache goes out uncompressed; every replay
 * is gzipped here when the visitor accepts it, as Next would (a prerendered page's once, when first replayed).
 */

/** A render larger than this is not kept (a page is ~35 KB). */
const MAX_KEPT_BYTES = 512 * 1024;

const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

function withVary(vary: string | string[] | undefined, name: string): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? '')).split(',').map((one) => one.trim()).filter(Boolean);
  return names.some((one) => one.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

/** The bytes of a prerendered page, plain and gzipped, made once per kept render (they never change). */
const builtBodies = new WeakMap<CachedPage, { plain: Buffer; gzip: Buffer }>();

function bodiesOf(page: CachedPage): { headers: CachedPage['headers']; plain: Buffer; gzip: () => Buffer } {
  if (page.nonce !== null) {
    const { headers, html } = withNonce({ ...page, nonce: page.nonce }, createNonce());
    const plain = Buffer.from(html, 'utf8');
    return { headers, plain, gzip: () => gzipSync(plain) };
  }
  let built = builtBodies.get(page);
  if (!built) {
    const plain = Buffer.from(page.html, 'utf8');
    built = { plain, gzip: gzipSync(plain) };
    builtBodies.set(page, built);
  }
  const { gzip } = built;
  return { headers: page.headers, plain: built.plain, gzip: () => gzip };
}

function replay(request: IncomingMessage, response: ServerResponse, page: CachedPage): void {
  const { headers, plain, gzip } = bodiesOf(page);
  const zipped = acceptsGzip(request);
  const body = zipped ? gzip() : plain;
  const out: OutgoingHttpHeaders = { ...headers, vary: withVary(headers.vary, 'Accept-Encoding'), 'content-length': String(body.length) };
  if (zipped) out['content-encoding'] = 'gzip';
  response.writeHead(200, out);
  response.end(body);
}

type Chunk = string | Uint8Array | null | undefined;

function asBuffer(chunk: Chunk, encoding: unknown): Buffer | null {
  if (chunk === null || chunk === undefined || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Copies what Next writes to `response` and hands it to `done` once the answer is ended (null when the
 * connection closed first or the body grew past MAX_KEPT_BYTES). The headers are read at the end: the
 * request observer set X-Request-Id before Next ran, so Node keeps every header Next sets, writeHead's too.
 */
function copyAnswer(response: ServerResponse, done: (answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer } | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const keep = (chunk: Chunk, encoding: unknown) => {
    const buffer = asBuffer(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size <= MAX_KEPT_BYTES) chunks.push(Buffer.from(buffer)); // a copy: the writer may reuse its buffer
  };
  const settle = (answer: Parameters<typeof done>[0]) => {
    if (settled) return;
    settled = true;
    done(answer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function copyWrite(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function copyEnd(this: ServerResponse, chunk?: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    settle(size > MAX_KEPT_BYTES ? null : { status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(chunks) });
    return result;
  } as ServerResponse['end'];
  response.once('close', () => settle(null));
}

export interface PageReplay {
  /**
   * True when `request` was answered from the cache. Otherwise the caller serves it as usual; when it is the
   * render that fills the cache, its answer is copied into the cache on the way out.
   */
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export function createPageReplay(cache = new SharedPageCache(), now: () => number = Date.now): PageReplay {
  return {
    answer(request, response) {
      const key = pageCacheKey(request);
      if (key === null) return false;
      const page = cache.fresh(key, now());
      if (page) {
        replay(request, response, page);
        count((m) => m.pageCache.inc({ result: 'replayed' }));
        return true;
      }
      // One render fills a key at a time; the requests meanwhile render as usual.
      if (!cache.claimFill(key)) {
        count((m) => m.pageCache.inc({ result: 'rendered' }));
        return false;
      }
      count((m) => m.pageCache.inc({ result: 'filled' }));
      delete request.headers['accept-encoding'];
      copyAnswer(response, (answer) => cache.finishFill(key, answer && cacheableRender(answer.status, answer.headers, answer.body, now())));
      return false;
    },
  };
}
