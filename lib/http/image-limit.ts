import 'server-only';
import { headers } from 'next/headers';
import { runWithRequestDeadline } from '@/db/deadline';
import { enforceRateLimit } from './rate-limit';
import { errorResponse } from './route';

/**
 * Counts a share image toward the `share-image` limit (lib/http/limits.ts), per client address. Next hands
 * an opengraph-image no Request, only the request's headers, which carry the stamped socket address
 * (lib/http/peer-address.ts). Returns the 429 (or 503) to answer with, or null to draw the image.
 */
export async function refuseOverImageLimit(): Promise<Response | null> {
  const requestHeaders = await headersOfThisRequest();
  // Outside a request (a test drawing the image directly) there is no client to count.
  if (!requestHeaders) return null;
  try {
    await runWithRequestDeadline(() => enforceRateLimit('share-image', new Request('http://localhost/', { headers: requestHeaders }), null));
    return null;
  } catch (error) {
    return errorResponse(error);
  }
}

async function headersOfThisRequest(): Promise<Headers | null> {
  try {
    return new Headers(await headers());
  } catch (error) {
    // Only Next's "called outside a request scope" (its documented message) means there is no request.
    if (error instanceof Error && error.message.includes('next-dynamic-api-wrong-context')) return null;
    throw error;
  }
}
