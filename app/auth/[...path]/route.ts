import { unknownCall } from '@/lib/http/unknown-call';

/** Unknown /auth/* paths answer a JSON 404 like unknown API calls (/auth/callback is the one page under /auth). */
export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
