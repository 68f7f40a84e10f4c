/**
 * A guest's progress in browser storage (game-side §3, §4, §6): the daily state per game under its
 * dailyKey, the streak as a list of completion dates under its streakKey (best under streakKey +
 * '_best'), the favourite games, and (since issue 29) each daily round's guess count per game under
 * dailyKey + 'History', for the guest's own statistics. Every function survives a missing or full storage.
 */
import type { GameConfig } from '@/lib/games/game-config';
import { guestOwnStats, type LocalDayResult, type OwnStats } from '@/lib/games/distribution';
import { addCompletion, bestStreak, currentStreak, parseStoredStreak } from '@/lib/games/streak';
import type { AnyItem } from '@/lib/games/types';
import type { DailyRoundFields } from '@/lib/progress/types';
import { chicagoDate } from '@/lib/calendar-day';

/**
 * The local copy of a daily round: the server copy's fields, with the hint and answer once known, and
 * the server's receipts for the judged guesses (the guest's proof of them when asking for the hint).
 */
export interface LocalDailyState extends DailyRoundFields {
  hint?: string;
  answer?: AnyItem;
  receipts?: string[];
}

export interface StreakCounts {
  current: number;
  best: number;
}

export const FAVOURITES_KEY = 'guessdleFavoriteGames';

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** False when the browser refused to store (private mode, quota, storage disabled). */
function write(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function isDailyState(value: unknown): value is LocalDailyState {
  const state = value as LocalDailyState | null;
  return !!state && typeof state.date === 'string' && Array.isArray(state.guessed_cards) && Array.isArray(state.attempts_data);
}

/** The saved daily state, only if it belongs to `today` (game-side §4 "Loading a game"). */
export function loadDailyState(game: GameConfig, today = chicagoDate()): LocalDailyState | null {
  const stored = read(game.dailyKey);
  return isDailyState(stored) && stored.date === today ? stored : null;
}

/** Saves the day's round, and its guess count and result in the game's history (a round with a guess was played). */
export function saveDailyState(game: GameConfig, state: LocalDailyState): boolean {
  const saved = write(game.dailyKey, state);
  if (state.guessed_cards.length === 0) return saved;
  const history = readDailyHistory(game);
  history[state.date] = { guesses: state.guessed_cards.length, won: state.game_won };
  return write(historyKey(game), history) && saved;
}

const historyKey = (game: Pick<GameConfig, 'dailyKey'>) => `${game.dailyKey}History`;

const isDayResult = (value: unknown): value is LocalDayResult =>
  typeof (value as LocalDayResult)?.guesses === 'number' && Number.isFinite((value as LocalDayResult).guesses) && typeof (value as LocalDayResult).won === 'boolean';

/** The guest's daily results in one game, date → { guesses, won }; entries of another shape are dropped. */
export function readDailyHistory(game: GameConfig): Record<string, LocalDayResult> {
  const stored = read(historyKey(game));
  const history: Record<string, LocalDayResult> = {};
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return history;
  for (const [date, result] of Object.entries(stored)) if (/^\d{4}-\d{2}-\d{2}$/.test(date) && isDayResult(result)) history[date] = result;
  return history;
}

/**
 * The guest's own numbers in one game: the history kept since issue 29, and the streak's completion dates
 * for older wins (played and won, guesses unknown: lib/games/distribution.ts guestOwnStats).
 */
export function readGuestOwnStats(game: GameConfig, wonToday?: { date: string; guesses: number }): OwnStats {
  const history = readDailyHistory(game);
  // A round won before its count was kept (the day's win from an older version): the page knows its guesses.
  if (wonToday && !history[wonToday.date]) history[wonToday.date] = { guesses: wonToday.guesses, won: true };
  return guestOwnStats(history, parseStoredStreak(read(game.streakKey)));
}

export function readLocalStreak(game: GameConfig, today = chicagoDate()): StreakCounts {
  const dates = parseStoredStreak(read(game.streakKey));
  const storedBest = Number(read(`${game.streakKey}_best`)) || 0;
  return { current: currentStreak(dates, today), best: Math.max(storedBest, bestStreak(dates)) };
}

/** Records a daily win (once per date) and returns the new counts; null when storage failed. */
export function recordLocalWin(game: GameConfig, date: string): StreakCounts | null {
  const dates = addCompletion(parseStoredStreak(read(game.streakKey)), date);
  const current = currentStreak(dates, date);
  const best = Math.max(Number(read(`${game.streakKey}_best`)) || 0, bestStreak(dates), current);
  const saved = write(game.streakKey, dates) && write(`${game.streakKey}_best`, best);
  return saved ? { current, best } : null;
}

/** True when today's daily of this game is won in this browser. */
export function isCompletedToday(game: GameConfig, today = chicagoDate()): boolean {
  return loadDailyState(game, today)?.game_won === true || parseStoredStreak(read(game.streakKey)).includes(today);
}

export function readFavourites(): string[] {
  const stored = read(FAVOURITES_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/** Adds or removes a game from the favourites and returns the new list. */
export function toggleFavourite(gameId: string): string[] {
  const current = readFavourites();
  const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId];
  write(FAVOURITES_KEY, next);
  return next;
}

/** A guest's round as the sign-in merge sends it: the server re-judges the guesses its receipts vouch for. */
export interface GuestRoundForMerge {
  guesses: string[];
  receipts: string[];
  hintRevealed: boolean;
}

/** Today's guest rounds that have guesses, with the receipts the server signed for them. */
export function readGuestRoundsForMerge(games: readonly GameConfig[], today = chicagoDate()): Record<string, GuestRoundForMerge> {
  const rounds: Record<string, GuestRoundForMerge> = {};
  for (const game of games) {
    const state = loadDailyState(game, today);
    if (!state || state.guessed_cards.length === 0) continue;
    const receipts = Array.isArray(state.receipts) ? state.receipts.filter((receipt) => typeof receipt === 'string') : [];
    rounds[game.id] = { guesses: state.guessed_cards, receipts, hintRevealed: state.is_hint_revealed };
  }
  return rounds;
}

/**
 * The first fresh sign-in's clean-up (accounts-side §4.1): removes each game's streak, best streak,
 * daily state, daily history and directory filters; settings, favourites and everything else stay.
 */
export function clearGuestGameData(games: readonly Pick<GameConfig, 'dailyKey' | 'streakKey' | 'sessionStorageKey'>[]): void {
  for (const game of games) {
    for (const key of [game.dailyKey, game.streakKey, `${game.streakKey}_best`, game.sessionStorageKey, historyKey(game)]) {
      try {
        window.localStorage.removeItem(key);
        window.sessionStorage.removeItem(key);
      } catch {
        // Storage disabled: there is nothing to clean.
      }
    }
  }
}
