import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { ShareCard, SHARE_IMAGE_SIZE } from '@/components/share/ShareCard';
import { getPageDb } from '@/db/client';
import { findPicture } from '@/db/queries/profile-pictures';
import { refuseOverImageLimit } from '@/lib/http/image-limit';
import { findPublicProfile } from '@/lib/services/profile/profile';
import { SITE_NAME } from '@/lib/site';

export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `A ${SITE_NAME} player's profile`;

/** Shared links are unfurled again and again: an hour fresh, a day served while redrawn. */
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const RARITY_COLOURS: Record<string, string> = { legendary: '#fbbf24', epic: '#c084fc', rare: '#60a5fa', common: '#9ca3af' };

/** The picture as a data URL satori can draw (JPEG or PNG), else the site's placeholder. */
async function pictureSource(filename: string | null): Promise<string> {
  const stored = filename ? await findPicture(await getPageDb(), filename).catch(() => undefined) : undefined;
  if (stored && (stored.contentType === 'image/jpeg' || stored.contentType === 'image/png')) {
    return `data:${stored.contentType};base64,${Buffer.from(stored.bytes).toString('base64')}`;
  }
  const placeholder = await readFile(path.join(process.cwd(), 'public', 'unset-profile-pic.png'));
  return `data:image/png;base64,${placeholder.toString('base64')}`;
}

/**
 * A public profile's share image: picture, name, badge and best streak (an unknown name gets the site's card).
 * Next hands the name over decoded already: decoding it again would fail on a `%` (and misread `%41`).
 */
export default async function ProfileShareImage({ params }: { params: Promise<{ username: string }> }) {
  const refused = await refuseOverImageLimit();
  if (refused) return refused;
  const profile = await findPublicProfile(await getPageDb(), (await params).username).catch(() => null);
  const picture = await pictureSource(profile?.profile_picture ?? null);
  return new ImageResponse(
    (
      <ShareCard primary="#7dd3fc" secondary="#16a34a">
        <img src={picture} width={200} height={200} alt="" style={{ borderRadius: 100, border: '6px solid #2c3750', objectFit: 'cover' }} />
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 700 }}>{profile?.username ?? SITE_NAME}</div>
        {profile && (
          <div style={{ display: 'flex', gap: 28, fontSize: 34, color: '#a3aec4', alignItems: 'center' }}>
            {profile.badge && (
              <span style={{ display: 'flex', padding: '6px 22px', borderRadius: 999, border: `3px solid ${RARITY_COLOURS[profile.badge.rarity] ?? '#9ca3af'}`, color: RARITY_COLOURS[profile.badge.rarity] ?? '#edf1f8' }}>
                {profile.badge.name}
              </span>
            )}
            <span style={{ display: 'flex' }}>Best streak: {profile.summary.overall_best_streak}</span>
          </div>
        )}
      </ShareCard>
    ),
    { ...size, headers: { 'Cache-Control': CACHE } },
  );
}
