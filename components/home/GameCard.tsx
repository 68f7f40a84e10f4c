import Link from '@/components/ui/Link';
import { GameIconTile } from '@/components/ui/GameIconTile';
import type { GameConfig } from '@/lib/games/game-config';
import styles from './GameCard.module.css';
import { gameThemeStyle } from '@/components/ui/game-theme';

export function GameCard({ game }: { game: GameConfig }) {
  const theme = gameThemeStyle(game);
  return (
    <Link href={game.route} className={styles.card} style={theme}>
      <GameIconTile icon={game.icon} size={32} className={styles.icon} />
      <span className={styles.body}>
        <span className={styles.title}>{game.title}</span>
        <span className={styles.category}>{game.category}</span>
        <span className={styles.description}>{game.description}</span>
      </span>
    </Link>
  );
}
