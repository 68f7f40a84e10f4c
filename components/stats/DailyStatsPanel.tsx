'use client';

import { useMemo } from 'react';
import { NextPuzzleCountdown } from '@/components/daily/NextPuzzleCountdown';
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/client/api';
import { readGuestOwnStats, readLocalStreak } from '@/lib/client/guest-storage';
import { useEveryoneStats, useOwnGameStats } from '@/lib/client/queries/stats';
import { bucketOf, type Distribution } from '@/lib/games/distribution';
import type { GameConfig } from '@/lib/games/game-config';
import { EVERYONE_STATS_FAILED, EVERYONE_STATS_NOTE, everyoneSolvedText, OWN_STATS_FAILED, winsWithoutCountNote } from '@/lib/messages/game';
import { GuessDistribution } from './GuessDistribution';
import styles from './DailyStatsPanel.module.css';

interface DailyStatsPanelProps {
  game: GameConfig;
  /** The signed-in player (numbers from the server), or null for a guest (numbers from this browser). */
  accountId: string | null;
  date: string;
  /** The won round's number of guesses: its bar is highlighted. */
  guesses: number;
  /** A guest's receipt of the winning guess: the proof of the win everyone's numbers ask for. */
  winningReceipt: string | null;
}

interface OwnNumbers {
  played: number;
  winPercent: number;
  current: number;
  best: number;
  distribution: Distribution;
  winsWithoutCount: number;
}

/**
 * After a daily win: the player's Played, Win %, Current and Max streak and guess distribution, the
 * countdown to the next puzzle, and everyone's numbers for today beside them.
 */
export function DailyStatsPanel({ game, accountId, date, guesses, winningReceipt }: DailyStatsPanelProps) {
  const own = useOwnNumbers(game, accountId, date, guesses);
  const everyone = useEveryoneStats(game, date, { accountId, receipt: winningReceipt });
  const highlight = bucketOf(guesses);
  return (
    <section className={styles.panel} aria-labelledby="daily-stats-heading" data-testid="daily-stats">
      <div className={styles.head}>
        <h2 id="daily-stats-heading" className={styles.heading}>
          Statistics
        </h2>
        <NextPuzzleCountdown className={styles.countdown} />
      </div>
      <div className={styles.columns}>
        <div className={styles.column}>
          <h3 className={styles.subheading}>Yours</h3>
          {own.kind === 'error' ? (
            <p className={styles.note}>{own.message}</p>
          ) : (
            <>
              <dl className={styles.cards}>
                <StatCard label="Played" value={own.numbers?.played ?? '–'} valueTestId="stats-played" />
                <StatCard label="Win %" value={own.numbers ? own.numbers.winPercent : '–'} valueTestId="stats-win-percent" />
                <StatCard label="Current streak" value={own.numbers?.current ?? '–'} valueTestId="stats-current-streak" />
                <StatCard label="Max streak" value={own.numbers?.best ?? '–'} valueTestId="stats-max-streak" />
              </dl>
              {own.numbers && <GuessDistribution whose="your wins" distribution={own.numbers.distribution} highlight={highlight} />}
              {own.numbers && own.numbers.winsWithoutCount > 0 && <p className={styles.note}>{winsWithoutCountNote(own.numbers.winsWithoutCount)}</p>}
            </>
          )}
        </div>
        <div className={styles.column} data-testid="everyone-stats">
          <h3 className={styles.subheading}>Everyone today</h3>
          {everyone.isError ? (
            <p className={styles.note}>{errorMessage(everyone.error, EVERYONE_STATS_FAILED)}</p>
          ) : everyone.data ? (
            <>
              <p className={styles.everyone}>{everyoneSolvedText(everyone.data.solvedCount, everyone.data.averageGuesses)}</p>
              <GuessDistribution whose="everyone's wins today" distribution={everyone.data.distribution} />
            </>
          ) : (
            <p className={styles.note}>…</p>
          )}
          <p className={styles.note}>{EVERYONE_STATS_NOTE}</p>
        </div>
      </div>
    </section>
  );
}

type OwnState = { kind: 'ready'; numbers: OwnNumbers | null } | { kind: 'error'; message: string };

/** A guest's numbers from this browser's storage; a signed-in player's from the server (null while loading). */
function useOwnNumbers(game: GameConfig, accountId: string | null, date: string, guesses: number): OwnState {
  const server = useOwnGameStats(accountId, accountId !== null);
  // Read again when the round changes (a win just recorded in storage).
  const local = useMemo(() => {
    if (accountId !== null || guesses === 0) return null;
    const stats = readGuestOwnStats(game, { date, guesses });
    const streak = readLocalStreak(game, date);
    return { played: stats.played, winPercent: stats.winPercent, current: streak.current, best: streak.best, distribution: stats.distribution, winsWithoutCount: stats.winsWithoutCount };
  }, [accountId, game, date, guesses]);
  if (accountId === null) return { kind: 'ready', numbers: local };
  if (server.isError) return { kind: 'error', message: errorMessage(server.error, OWN_STATS_FAILED) };
  const entry = server.data?.stats.find((stats) => stats.game_id === game.id);
  if (!entry) return { kind: 'ready', numbers: null };
  return {
    kind: 'ready',
    numbers: {
      played: entry.daily_rounds_played,
      winPercent: entry.win_percent,
      current: entry.current_daily_streak,
      best: entry.best_daily_streak,
      distribution: entry.distribution,
      winsWithoutCount: 0,
    },
  };
}
