import { ImageResponse } from 'next/og';
import { ShareCard, SHARE_IMAGE_SIZE } from '@/components/share/ShareCard';
import { readSharedResult, sharedResultTitle, SQUARE_COLOURS } from '@/lib/games/shared-result';
import { SITE_NAME } from '@/lib/site';

export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `A shared ${SITE_NAME} daily result`;

/** The picture depends on the address alone: cached for good. */
const CACHE = 'public, max-age=31536000, immutable';
const SHOWN_ROWS = 8;

/** A shared daily result's preview: the title and the grid of colours, never a guess or the answer. */
export default async function SharedResultImage({ params }: { params: Promise<{ game: string; date: string; grid: string }> }) {
  const { game, date, grid } = await params;
  const result = readSharedResult(game, date, grid);
  const rows = result?.rows.slice(-SHOWN_ROWS) ?? [];
  const columns = rows[0]?.length ?? 1;
  const square = Math.min(48, Math.floor(300 / SHOWN_ROWS), Math.floor(700 / columns));
  return new ImageResponse(
    (
      <ShareCard primary={result?.game.colors.primary ?? '#7dd3fc'} secondary={result?.game.colors.secondary ?? '#16a34a'}>
        <div style={{ display: 'flex', fontSize: 50, fontWeight: 700, textAlign: 'center' }}>{result ? sharedResultTitle(result) : SITE_NAME}</div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {result && result.rows.length > SHOWN_ROWS && (
            <div style={{ display: 'flex', justifyContent: 'center', fontSize: 24, color: '#a3aec4' }}>{`… ${result.rows.length - SHOWN_ROWS} earlier guesses`}</div>
          )}
          {rows.map((row, rowIndex) => (
            <div key={rowIndex} style={{ display: 'flex', gap: 8 }}>
              {row.map((cell, index) => (
                <div key={index} style={{ width: square, height: square, borderRadius: 8, background: SQUARE_COLOURS[cell] }} />
              ))}
            </div>
          ))}
        </div>
      </ShareCard>
    ),
    { ...size, headers: { 'Cache-Control': CACHE } },
  );
}
