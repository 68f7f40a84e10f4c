import { ImageResponse } from 'next/og';
import { ShareCard, SHARE_IMAGE_SIZE } from '@/components/share/ShareCard';
import { GameIcon } from '@/components/ui/GameIcon';
import { GAMES, getGame } from '@/lib/games/registry';
import { SITE_NAME } from '@/lib/site';

export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `A ${SITE_NAME} daily guessing game`;

/** Drawn once per game at build time, then served as a file. */
export function generateStaticParams() {
  return GAMES.map((game) => ({ gameId: game.id }));
}

/** Any other id is a 404, never drawn and cached. */
export const dynamicParams = false;

/** The game's share image: its theme colours, icon and title. */
export default async function GameShareImage({ params }: { params: Promise<{ gameId: string }> }) {
  const game = getGame((await params).gameId)!;
  return new ImageResponse(
    (
      <ShareCard primary={game.colors.primary} secondary={game.colors.secondary}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 170, height: 170, borderRadius: 40, background: game.colors.primary, color: game.colors.secondary }}>
          <GameIcon name={game.icon} size={120} />
        </div>
        <div style={{ display: 'flex', fontSize: 76, fontWeight: 700, textAlign: 'center' }}>{game.title}</div>
        <div style={{ display: 'flex', fontSize: 34, color: '#a3aec4', textAlign: 'center' }}>Guess today&apos;s {game.itemNameSingular ?? game.itemName} from colour-coded clues</div>
      </ShareCard>
    ),
    size,
  );
}
