'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { apiRequest } from '@/lib/client/api';
import type { LeaderboardResponse } from '@/lib/progress/types';
import styles from './LeaderboardBoard.module.css';
import { formatCalculatedAt, LEADERBOARD_ERROR_TEXT, LEADERBOARD_GAME_OPTIONS } from './leaderboard-display';
import { LeaderboardTable } from './LeaderboardTable';
import { LEADERBOARD_ROWS, leaderboardEndpoint, type LeaderboardGame } from './ranking';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: LeaderboardResponse };

function isLeaderboard(value: unknown): value is LeaderboardResponse {
  return Array.isArray((value as LeaderboardResponse | null)?.users);
}

/**
 * The game selector and the ranking. `initialData` is the All Games ranking read by the server
 * (null when that read failed: the error state); other games are fetched when selected.
 */
export function LeaderboardBoard({ initialData }: { initialData: LeaderboardResponse | null }) {
  const selectId = useId();
  const [game, setGame] = useState<LeaderboardGame>('all');
  const [state, setState] = useState<LoadState>(initialData ? { status: 'ready', data: initialData } : { status: 'error' });
  const latestRequest = useRef(0);

  async function load(nextGame: LeaderboardGame) {
    const request = ++latestRequest.current;
    setState({ status: 'loading' });
    try {
      const data = await apiRequest<unknown>(leaderboardEndpoint(nextGame, LEADERBOARD_ROWS));
      if (!isLeaderboard(data)) throw new Error('Unexpected leaderboard response');
      if (request === latestRequest.current) setState({ status: 'ready', data });
    } catch (error) {
      console.error('Failed to load leaderboard', error);
      if (request === latestRequest.current) setState({ status: 'error' });
    }
  }

  function selectGame(nextGame: LeaderboardGame) {
    setGame(nextGame);
    void load(nextGame);
  }

  const gameLabel = LEADERBOARD_GAME_OPTIONS.find((option) => option.value === game)?.label ?? 'All Games';

  return (
    <section className={styles.board} aria-label="Leaderboard">
      <div className={styles.toolbar}>
        <div className={styles.selector}>
          <label htmlFor={selectId}>Game</label>
          <select id={selectId} className={styles.select} value={game} onChange={(event) => selectGame(event.target.value as LeaderboardGame)}>
            {LEADERBOARD_GAME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {state.status === 'ready' && (
          <p className={styles.calculated}>
            Calculated: <time dateTime={state.data.calculatedAt}>{formatCalculatedAt(state.data.calculatedAt)}</time>
          </p>
        )}
      </div>

      <p className="visually-hidden" role="status">
        {state.status === 'loading' ? 'Loading leaderboard…' : ''}
      </p>

      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{LEADERBOARD_ERROR_TEXT}</p>
          <Button variant="secondary" size="small" className={styles.retry} onClick={() => void load(game)}>
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
    </section>
  );
}
