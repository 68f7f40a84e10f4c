'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { GAMES } from '@/lib/games/registry';
import { FAVOURITES_SAVE_FAILED } from '@/lib/messages/game';
import { useTimeInfo } from '@/lib/client/queries/time-info';
import { isValidDateString } from '@/lib/calendar-day';
import { formatCalendarDay } from '@/lib/time-display';
import { AvailableGameCard } from './AvailableGameCard';
import styles from './DailyDashboard.module.css';
import { gameDay, type DailySummary } from './daily-summary';
import { DailyStats } from './DailyStats';
import { GamesOverview } from './GamesOverview';
import { ResetCountdown } from './ResetCountdown';
import { useDailySummary } from './useDailySummary';
import { useFavourites } from './useFavourites';

interface DailyDashboardProps {
  /** Today's America/Chicago date from the server render; replaced by /api/time/info's date after a reset. */
  initialDate: string;
  /** A signed-in viewer's summary from the server; leave undefined for a guest (browser storage). */
  serverSummary?: DailySummary | null;
}

/** Everything on /daily that depends on the browser: the date and countdown, stats, the table and the cards. */
export function DailyDashboard({ initialDate, serverSummary }: DailyDashboardProps) {
  // The day moves on with /api/time/info's answer (the countdown asks it again at the reset).
  const timeInfo = useTimeInfo().data;
  const today = timeInfo && isValidDateString(timeInfo.date) ? timeInfo.date : initialDate;
  const summary = useDailySummary(today, serverSummary);
  const { favourites, toggleFavourite } = useFavourites();
  const { showToast } = useToast();

  const router = useRouter();
  const signedIn = serverSummary !== undefined;
  useEffect(() => {
    // A signed-in player's summary comes with the page: a new day needs a fresh one.
    if (signedIn && today !== initialDate) router.refresh();
  }, [signedIn, today, initialDate, router]);

  const onToggleFavourite = (gameId: string) => {
    if (!toggleFavourite(gameId)) {
      showToast(FAVOURITES_SAVE_FAILED, { type: 'error' });
    }
  };

  const favouriteGames = favourites === null ? null : GAMES.filter((game) => favourites.includes(game.id));

  return (
    <>
      <section className={styles.today} aria-label="Today">
        <h2 className={styles.date}>
          <time dateTime={today}>{formatCalendarDay(today, { weekday: true })}</time>
        </h2>
        <ResetCountdown />
      </section>

      <DailyStats summary={summary} />

      <section className={styles.section} aria-labelledby="games-overview-heading">
        <h2 id="games-overview-heading" className={styles.sectionTitle}>
          Games Overview
        </h2>
        <GamesOverview games={favouriteGames} summary={summary} />
      </section>

      <section className={styles.section} aria-labelledby="available-games-heading">
        <h2 id="available-games-heading" className={styles.sectionTitle}>
          Available Games
        </h2>
        <ul className={styles.grid}>
          {GAMES.map((game) => (
            <li key={game.id}>
              <AvailableGameCard
                game={game}
                day={summary ? gameDay(summary, game.id) : null}
                isFavourite={favourites === null ? null : favourites.includes(game.id)}
                onToggleFavourite={() => onToggleFavourite(game.id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
