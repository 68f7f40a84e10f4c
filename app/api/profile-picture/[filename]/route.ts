import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { readProfilePicture } from '@/lib/services/profile/picture';
import { pictureParams } from '@/lib/validation/profile';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /api/profile-picture/{filename}: the stored (re-encoded) bytes with their own type. A name is never
 * reused (each upload gets a new one), so the answer may be cached for good; nothing may sniff or run it.
 */
export const GET = route({ guard: anyone, params: pictureParams, sharedCache: true }, async ({ params }) => {
  const picture = await readProfilePicture(await getDb(), params.filename);
  return new Response(Buffer.from(picture.bytes), {
    headers: {
      'Content-Type': picture.contentType,
      'Content-Length': String(picture.byteSize),
      'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': `inline; filename="${params.filename}"`,
    },
  });
});
