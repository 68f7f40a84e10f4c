import { NextResponse } from 'next/server';

/** The JSON 404 of a call the site does not have (app/api/[...path], app/auth/[...path]); unknown pages redirect to / instead. */
export async function unknownCall(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return NextResponse.json({ error: `No such API call: ${request.method} ${pathname}`, code: 'not_found' }, { status: 404 });
}
