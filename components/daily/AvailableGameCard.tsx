'use client';

import Link from '@/components/ui/Link';
import { gameThemeStyle } from '@/components/ui/game-theme';
import { GameIcon } from '@/components/ui/GameIcon';
import type { GameConfig } from '@/lib/games/game-config';
import styles from './AvailableGameCard.module.css';
import type { GameDaySummary } from './daily-summary';

interface AvailableGameCardProps {
  game: GameConfig;
  /** Null until today's data is known. */
  day: GameDaySummary | null;
  /** Null until the favourites are read from browser storage. */
  isFavourite: boolean | null;
  onToggleFavourite: () => void;
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/** One game in the 'Available Games' grid: the whole card links to the game; the star only toggles. */
export function AvailableGameCard({ game, day, isFavourite, onToggleFavourite }: AvailableGameCardProps) {
  const theme = gameThemeStyle(game);

  return (
    <article className={`${styles.card} ${day?.isCompleted ? styles.done : ''}`} style={theme}>
      <div className={styles.banner}>
        <span className={styles.icon}>
          <GameIcon name={game.icon} size={40} />
        </span>
        {day && (
          <span className={styles.overlay}>{day.isCompleted ? 'Completed!' : 'Start Challenge'}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={game.route} className={styles.link}>
            {game.title}
          </Link>
        </h3>
        <p className={styles.category}>{game.category}</p>
        <div className={styles.footer}>
          <p className={styles.streak}>
            Current streak: <strong data-testid={`streak-${game.id}`}>{day ? day.currentStreak : '–'}</strong>
          </p>
          <span className={styles.play} aria-hidden>
            <PlayIcon />
          </span>
        </div>
      </div>
      <button
        type="button"
        className={styles.star}
        aria-pressed={isFavourite === true}
        aria-label={`Favourite ${game.title}`}
        title={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
        disabled={isFavourite === null}
        onClick={onToggleFavourite}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={isFavourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </article>
  );
}
