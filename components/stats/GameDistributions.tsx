import { getGame } from '@/lib/games/registry';
import type { GameStatsEntryWithHistory } from '@/lib/progress/types';
import { GuessDistribution } from './GuessDistribution';
import styles from './GameDistributions.module.css';

/** /stats: each game with daily rounds played, its Played and Win % and its guess distribution. */
export function GameDistributions({ entries }: { entries: readonly GameStatsEntryWithHistory[] }) {
  const played = entries.filter((entry) => entry.daily_rounds_played > 0 && getGame(entry.game_id));
  if (played.length === 0) return null;
  return (
    <ul className={styles.list}>
      {played.map((entry) => {
        const title = getGame(entry.game_id)?.title ?? entry.game_id;
        return (
          <li key={entry.game_id} className={styles.card} data-testid={`distribution-${entry.game_id}`}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.numbers}>
              Played {entry.daily_rounds_played} · Win {entry.win_percent}%
            </p>
            <GuessDistribution whose={`your ${title} wins`} distribution={entry.distribution} />
          </li>
        );
      })}
    </ul>
  );
}
