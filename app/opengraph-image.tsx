import { ImageResponse } from 'next/og';
import { ShareCard, SHARE_IMAGE_SIZE } from '@/components/share/ShareCard';
import { GameIcon } from '@/components/ui/GameIcon';
import { GAMES } from '@/lib/games/registry';
import { SITE_NAME } from '@/lib/site';

export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `${SITE_NAME}: daily guessing games`;

/** The site's share image (every page without its own): the five games' icons in their colours. */
export default function SiteShareImage() {
  return new ImageResponse(
    (
      <ShareCard primary="#7dd3fc" secondary="#16a34a">
        <div style={{ display: 'flex', gap: 28 }}>
          {GAMES.map((game) => (
            <div key={game.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 120, height: 120, borderRadius: 28, background: game.colors.primary, color: game.colors.secondary }}>
              <GameIcon name={game.icon} size={80} />
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', fontSize: 84, fontWeight: 700 }}>{SITE_NAME}</div>
        <div style={{ display: 'flex', fontSize: 36, color: '#a3aec4' }}>A new hidden item every day, five games, colour-coded clues</div>
      </ShareCard>
    ),
    size,
  );
}
