import { unknownCall } from '@/lib/http/unknown-call';

/** Unknown API paths answer with a JSON 404 (pages redirect to / instead). */
export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
