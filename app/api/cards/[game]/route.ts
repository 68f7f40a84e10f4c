import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { catalogue } from '@/lib/services/games/catalogue';
import { requireGame } from '@/lib/services/games/lookup';
import { gameParams } from '@/lib/validation/game';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** GET /api/cards/{game}: every item of the game under its itemsArrayField (game-side §7), without its hint. */
export const GET = route({ guard: anyone, params: gameParams, sharedCache: true }, async ({ request, params }) => {
  const { json, etag } = catalogue(requireGame(params.game));
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, 'Content-Type': 'application/json' } });
});
