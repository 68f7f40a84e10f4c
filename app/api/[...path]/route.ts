import { NextResponse } from 'next/server';

/** Unknown API paths answer with a JSON 404 (pages redirect to / instead). */
function unknownCall(request: Request) {
  const { pathname } = new URL(request.url);
  return NextResponse.json({ error: `No such API call: ${request.method} ${pathname}`, code: 'not_found' }, { status: 404 });
}

export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
