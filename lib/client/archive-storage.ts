/**
 * A guest's archive rounds in browser storage (issue 29 item 6): one entry per game, holding each past
 * day's round by date. Apart from the daily's keys (lib/client/guest-storage.ts): an archive round never
 * touches the daily state or the streak. Every function survives a missing or full storage.
 */
import type { GameConfig } from '@/lib/games/game-config';
import { archiveResult, type ArchiveResult, type PlayedRound } from '@/lib/games/archive-result';
import type { LocalDailyState } from './guest-storage';

export const archiveStorageKey = (game: Pick<GameConfig, 'id'>) => `guessdleArchive:${game.id}`;

type StoredRounds = Record<string, LocalDailyState>;

function readRounds(game: Pick<GameConfig, 'id'>): StoredRounds {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(archiveStorageKey(game)) ?? 'null');
    // Only a plain object of rounds; an own-property map, so a date named like an inherited key finds nothing.
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.assign(Object.create(null), stored) : Object.create(null);
  } catch {
    return Object.create(null);
  }
}

const isRound = (value: unknown): value is LocalDailyState => {
  const round = value as LocalDailyState | null;
  return !!round && typeof round.date === 'string' && Array.isArray(round.guessed_cards) && Array.isArray(round.attempts_data);
};

/** The guest's round of that day, or null. */
export function loadArchiveRound(game: Pick<GameConfig, 'id'>, date: string): LocalDailyState | null {
  const round = readRounds(game)[date];
  return isRound(round) && round.date === date ? round : null;
}

/** False when the browser refused to store (private mode, quota, storage disabled). */
export function saveArchiveRound(game: Pick<GameConfig, 'id'>, round: LocalDailyState): boolean {
  const rounds = readRounds(game);
  rounds[round.date] = round;
  try {
    window.localStorage.setItem(archiveStorageKey(game), JSON.stringify(rounds));
    return true;
  } catch {
    return false;
  }
}

/**
 * The guest's result for each of `dates`: the archive round, else the daily round this browser kept of that day
 * (`daily`, the guess counts of lib/client/guest-storage.ts readDailyHistory, as for a signed-in player), else not
 * played.
 */
export function readArchiveResults(
  game: Pick<GameConfig, 'id'>,
  dates: readonly string[],
  daily: Readonly<Record<string, PlayedRound>> = {},
): Record<string, ArchiveResult> {
  const rounds = readRounds(game);
  return Object.fromEntries(
    dates.map((date) => {
      const round = rounds[date];
      const archive = isRound(round) ? { guesses: round.guessed_cards.length, won: round.game_won === true } : undefined;
      return [date, archiveResult(archive, Object.hasOwn(daily, date) ? daily[date] : undefined)];
    }),
  );
}
