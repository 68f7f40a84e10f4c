import Link from '@/components/ui/Link';
import { GameIconTile } from '@/components/ui/GameIconTile';
import { gameThemeStyle } from '@/components/ui/game-theme';
import type { GameConfig } from '@/lib/games/game-config';
import styles from './UnplayedGamesList.module.css';
import { TRIED_EVERY_GAME_TEXT } from '@/lib/messages/accounts';

/** 'Games You Haven't Tried': a link to each game not played yet. */
export function UnplayedGamesList({ games }: { games: readonly GameConfig[] }) {
  if (games.length === 0) return <p className={styles.empty}>{TRIED_EVERY_GAME_TEXT}</p>;
  return (
    <ul className={styles.list}>
      {games.map((game) => (
        <li key={game.id}>
          <Link href={game.route} className={styles.card} style={gameThemeStyle(game)}>
            <GameIconTile icon={game.icon} size={22} className={styles.icon} />
            <span className={styles.title}>{game.title}</span>
            <span className={styles.play} aria-hidden>
              Play →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
