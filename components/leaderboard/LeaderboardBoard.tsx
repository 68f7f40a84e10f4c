'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useAddressParam } from '@/components/ui/useAddressParam';
import { useLeaderboard } from '@/lib/client/queries/leaderboard';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { SelectField } from '@/components/ui/Field';
import styles from './LeaderboardBoard.module.css';
import { LEADERBOARD_GAME_OPTIONS, LEADERBOARD_GAME_PARAM, leaderboardGameLabel, leaderboardGameOf } from './leaderboard-display';
import { LeaderboardTable } from './LeaderboardTable';
import { YourRank } from './YourRank';
import { LEADERBOARD_ROWS, type LeaderboardGame } from './ranking';
import { LEADERBOARD_ERROR_TEXT } from '@/lib/messages/accounts';
import { formatDateTime } from '@/lib/time-display';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: LeaderboardResponse };

interface LeaderboardBoardProps {
  /** The game of the address's `?game=` (All Games for none or an unknown one), whose ranking the server read. */
  serverGame: LeaderboardGame;
  serverReadFailed: boolean;
}

/**
 * The game selector and the ranking. The chosen game is in the address (`?game=pokemon`, none for All
 * Games), so a board can be shared; the server read that game's ranking and it is already in the query
 * cache (LeaderboardHandover); `serverReadFailed` when that read failed (the error state until Try
 * again). Other games are fetched when selected, and every ranking stays cached, so switching back to
 * a game shows it at once.
 */
export function LeaderboardBoard({ serverGame, serverReadFailed: serverFailedAtFirst }: LeaderboardBoardProps) {
  const selectId = useId();
  const [param, setParam] = useAddressParam(LEADERBOARD_GAME_PARAM);
  const game = leaderboardGameOf(param);
  // The server's failed read stands for its game until the player asks again.
  const [serverReadFailed, setServerReadFailed] = useState(serverFailedAtFirst);
  const showServerFailure = game === serverGame && serverReadFailed;
  const query = useLeaderboard(game, LEADERBOARD_ROWS, { enabled: !showServerFailure });
  const state: LoadState = showServerFailure
    ? { status: 'error' }
    : query.data
      ? { status: 'ready', data: query.data }
      : query.isError && !query.isFetching
        ? { status: 'error' }
        : { status: 'loading' };

  function selectGame(nextGame: LeaderboardGame) {
    setServerReadFailed(false);
    setParam(nextGame === 'all' ? null : nextGame);
  }

  function tryAgain() {
    if (showServerFailure) setServerReadFailed(false);
    else void query.refetch();
  }

  const gameLabel = leaderboardGameLabel(game);

  return (
    <section className={styles.board} aria-label="Leaderboard">
      <div className={styles.toolbar}>
        <SelectField className={styles.selector} id={selectId} label="Game" controlClassName={styles.select} value={game} onChange={(event) => selectGame(event.target.value as LeaderboardGame)}>
          {LEADERBOARD_GAME_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {state.status === 'ready' && (
          <p className={styles.calculated}>
            Calculated: <time dateTime={state.data.calculatedAt}>{formatDateTime(state.data.calculatedAt)}</time>
          </p>
        )}
      </div>

      <p className="visually-hidden" role="status">
        {state.status === 'loading' ? 'Loading leaderboard…' : ''}
      </p>

      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{LEADERBOARD_ERROR_TEXT}</p>
          <Button variant="secondary" size="small" className={styles.retry} onClick={tryAgain}>
            Try again
          </Button>
        </div>
      ) : state.status === 'ready' && state.data.users.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No players found</p>
          <p>No players have won any daily games for this category yet.</p>
        </div>
      ) : (
        <LeaderboardTable
          users={state.status === 'ready' ? state.data.users : null}
          caption={`Top players for ${gameLabel}, ranked by current streak`}
        />
      )}
      {state.status === 'ready' && <YourRank game={game} shownIds={state.data.users.slice(0, LEADERBOARD_ROWS).map((user) => user.id)} />}
    </section>
  );
}

