import { ImageResponse } from 'next/og';
import { ShareCard, SHARE_IMAGE_SIZE } from '@/components/share/ShareCard';
import { drawOnce } from '@/lib/http/drawn-images';
import { refuseOverImageLimit } from '@/lib/http/image-limit';
import { readSharedResult, sharedResultTitle, SQUARE_COLOURS, type SharedResult } from '@/lib/games/shared-result';
import { SITE_NAME } from '@/lib/site';

export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `A shared ${SITE_NAME} daily result`;

/**
 * Next renders this route on every request (a dynamic segment, nothing prerendered or kept), so the
 * picture is drawn once per process and address (lib/http/drawn-images.ts) and, since a valid address
 * always gives the same picture, a CDN and the browser may keep it for good. A 404 is not kept: a link
 * for a day not released yet becomes valid on that day.
 */
const CACHE = 'public, max-age=31536000, immutable';
const SHOWN_ROWS = 8;

/** A shared daily result's preview: the title and the grid of colours, never a guess or the answer. */
export default async function SharedResultImage({ params }: { params: Promise<{ game: string; date: string; grid: string }> }) {
  const { game, date, grid } = await params;
  const result = readSharedResult(game, date, grid);
  if (!result) return new Response('This shared result does not exist.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const refused = await refuseOverImageLimit();
  if (refused) return refused;
  const png = await drawOnce(`${game}/${date}/${grid}`, () => new ImageResponse(<ResultCard result={result} />, size).arrayBuffer());
  return new Response(png, { headers: { 'Content-Type': contentType, 'Cache-Control': CACHE } });
}

function ResultCard({ result }: { result: SharedResult }) {
  const rows = result.rows.slice(-SHOWN_ROWS);
  const square = Math.min(48, Math.floor(300 / SHOWN_ROWS), Math.floor(700 / rows[0].length));
  return (
    <ShareCard primary={result.game.colors.primary} secondary={result.game.colors.secondary}>
      <div style={{ display: 'flex', fontSize: 50, fontWeight: 700, textAlign: 'center' }}>{sharedResultTitle(result)}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {result.rows.length > SHOWN_ROWS && (
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
  );
}
