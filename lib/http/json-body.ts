import { ApiError, badRequest } from './errors';
import { notJson } from './request-guard';

/** The largest JSON body any call accepts: every body the site sends is far smaller. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const tooLarge = (limit: number) =>
  new ApiError(413, `The request body is too large (at most ${Math.floor(limit / 1024)} KiB).`, 'payload_too_large');

/**
 * Reads a JSON body's bytes without ever holding more than `limit`: a Content-Length above the limit is
 * refused before reading, and a body without one is read with a running count and abandoned as soon as it
 * passes the limit (413). Nothing is decoded here: parseJsonBody does that once the caller is known.
 */
export async function readJsonBytes(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  return readCapped(request, limit, () => tooLarge(limit));
}

/** The JSON value of bytes readJsonBytes read: an empty body is `{}`; a body without a content type is 415. */
export function parseJsonBody(request: Request, bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes);
  if (text.trim() === '') return {};
  if (request.headers.get('content-type') === null) throw notJson();
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON.', 'invalid_json');
  }
}

/** The body's bytes, read with a running count: `tooLargeError()` is thrown as soon as they pass `limit`. */
export async function readCapped(request: Request, limit: number, tooLargeError: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Request body must be valid JSON in UTF-8.', 'invalid_json');
  }
}
