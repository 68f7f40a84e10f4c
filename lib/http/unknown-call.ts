import { NextResponse } from 'next/server';
import { withCachePolicy } from './cache-policy';

/** The JSON 404 of a call the site does not have (app/api/[...path], app/auth/[...path]); unknown pages redirect to / instead. */
export async function unknownCall(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return withCachePolicy(NextResponse.json({ error: `No such API call: ${request.method} ${pathname}`, code: 'not_found' }, { status: 404 }));
}
