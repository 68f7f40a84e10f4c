import type { Metadata } from 'next';
import { GAME_NOT_FOUND_METADATA } from '@/lib/games/unknown-game';
import Link from '@/components/ui/Link';
import { RequestedGameId } from '@/components/game/RequestedGameId';
import { GAME_IDS_IN_SPEC_ORDER, gameNotFoundText } from '@/lib/games/registry';
import styles from './not-found.module.css';

export const metadata: Metadata = GAME_NOT_FOUND_METADATA;

// not-found receives no params: the sentence is built here around a marker, and the tiny client
// component RequestedGameId fills in the id from the URL.
const MARKER = '\u0000';
const [beforeId, afterId] = gameNotFoundText(MARKER).split(MARKER);

/** /solve/{unknown id} (the proxy shows this route there): a 404 that says which games exist (game-side §2). */
export default function GameNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Game Not Found</h1>
      <p>
        {beforeId}
        <RequestedGameId />
        {afterId}
      </p>
      <ul className={styles.validIds}>
        {GAME_IDS_IN_SPEC_ORDER.map((id) => (
          <li key={id}>
            <Link href={`/solve/${id}`}>{id}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
