'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError, errorMessage } from '@/lib/client/api';
import type { AdminGameStat } from '@/lib/client/endpoints';
import type { GameId } from '@/lib/games/types';
import { useAdminUserStats, useUpdateAdminUserStats } from '@/lib/client/queries/admin-users';
import { digitsOnly, fieldNumber, STATS_SAVED_NOTE_MS } from '@/lib/admin/users-display';
import { statsProblem } from '@/lib/validation/admin-stats';
import { GAME_STATS_UPDATE_FAILED, STATS_EDITOR_FAILED, UNEXPECTED_ERROR } from '@/lib/messages/admin';
import styles from './AdminUsers.module.css';

const FIELDS = [
  { key: 'total_games_played', label: 'Total games' },
  { key: 'total_daily_games_played', label: 'Daily games' },
  { key: 'best_daily_streak', label: 'Best streak' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
type Draft = Record<string, Record<FieldKey, string>>;

function draftOf(stats: readonly AdminGameStat[]): Draft {
  return Object.fromEntries(stats.map((stat) => [stat.game, Object.fromEntries(FIELDS.map((field) => [field.key, String(stat[field.key])])) as Record<FieldKey, string>]));
}

/** Why a save failed, for the editor: the server's reason, else the spec's fallbacks (accounts-side §8). */
function failureText(error: unknown): string {
  return errorMessage(error, error instanceof ApiRequestError ? STATS_EDITOR_FAILED : UNEXPECTED_ERROR);
}

/**
 * The Game Statistics tab: total games, daily games and best streak per game, digits only (an empty
 * field becomes 0 when left); the current streak is shown, never edited. Save only after a change;
 * Reset goes back to the server's values.
 */
export function UserStatsEditor({ userId }: { userId: string }) {
  const stats = useAdminUserStats(userId);
  const save = useUpdateAdminUserStats(userId);
  const { showToast } = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noteTimer = useRef<number | undefined>(undefined);
  const idPrefix = useId();
  useEffect(() => () => window.clearTimeout(noteTimer.current), []);

  const server = stats.data ?? null;
  const saved = server ? draftOf(server) : null;
  const shown = draft ?? saved;
  const changed = draft !== null && saved !== null && JSON.stringify(draft) !== JSON.stringify(saved);

  if (stats.isPending) return <p className={styles.muted}>Loading statistics…</p>;
  if (!server || server.length === 0 || !shown) return <p className={styles.muted}>No statistics to show.</p>;

  function type(game: string, key: FieldKey, value: string) {
    setDraft((current) => {
      const base = current ?? saved!;
      return { ...base, [game]: { ...base[game], [key]: digitsOnly(value) } };
    });
  }

  function leave(game: string, key: FieldKey) {
    if (shown?.[game][key] === '') type(game, key, '0');
  }

  async function submit() {
    if (!draft || !server) return;
    const gameStats = Object.entries(draft).map(([game, values]) => ({
      game: game as GameId,
      total_games_played: fieldNumber(values.total_games_played),
      total_daily_games_played: fieldNumber(values.total_daily_games_played),
      best_daily_streak: fieldNumber(values.best_daily_streak),
    }));
    for (const stat of gameStats) {
      const problem = statsProblem(stat);
      if (problem) {
        setFailure(`${server.find((entry) => entry.game === stat.game)?.game_name ?? stat.game}: ${problem}`);
        return;
      }
    }
    setFailure(null);
    try {
      await save.mutateAsync({ gameStats });
      setDraft(null);
      setNote('Statistics saved.');
      window.clearTimeout(noteTimer.current);
      noteTimer.current = window.setTimeout(() => setNote(null), STATS_SAVED_NOTE_MS);
    } catch (error) {
      setFailure(failureText(error));
      showToast(errorMessage(error, GAME_STATS_UPDATE_FAILED), { type: 'error' });
    }
  }

  return (
    <div className={styles.statsEditor}>
      <div className={styles.gameCards}>
        {server.map((stat) => (
          <fieldset key={stat.game} className={styles.gameCard}>
            <legend>{stat.game_name}</legend>
            {FIELDS.map((field) => {
              const id = `${idPrefix}-${stat.game}-${field.key}`;
              return (
                <Field
                  key={field.key}
                  className={styles.statField}
                  id={id}
                  label={field.label}
                  controlClassName={styles.control}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={shown[stat.game][field.key]}
                  onChange={(event) => type(stat.game, field.key, event.target.value)}
                  onBlur={() => leave(stat.game, field.key)}
                />
              );
            })}
            <div className={styles.statField}>
              <span>Current streak</span>
              <output className={styles.readOnly} title="Computed from the player's daily games; it cannot be edited.">
                {stat.current_daily_streak}
              </output>
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.editorActions}>
        <Button onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={() => { setDraft(null); setFailure(null); }} disabled={draft === null || save.isPending}>
          Reset
        </Button>
        {note && (
          <p className={styles.success} role="status">
            {note}
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
