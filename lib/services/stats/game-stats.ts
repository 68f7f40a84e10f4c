import 'server-only';
import type { Db } from '@/db/client';
import { listGuessedGamesOfUser } from '@/db/queries/daily-game-states';
import { findGameStats, listGameStatsOfUser, type GameStatsRow } from '@/db/queries/game-stats';
import { countOwnPlayedDailyRounds, countOwnWinsByGuesses } from '@/db/queries/own-daily-history';
import { distributionFromRows, winPercent } from '@/lib/games/distribution';
import type { GameConfig } from '@/lib/games/game-config';
import { GAME_IDS_IN_SPEC_ORDER, getGame } from '@/lib/games/registry';
import { effectiveCurrentStreak } from '@/lib/games/streak';
import type { GameStatsEntry, GameStatsEntryWithHistory, GameStatsListResponse, GameStatsSummary, OwnDailyHistory } from '@/lib/progress/types';
import { chicagoDate } from '@/lib/time';

/** A stats row as the calls show it: the current streak as of today (0 once a day was missed). */
function toEntry(game: GameConfig, row: GameStatsRow, today: string): GameStatsEntry {
  return {
    game_id: game.id,
    game_name: game.title,
    total_games_played: row.totalGamesPlayed,
    total_daily_games_played: row.totalDailyGamesPlayed,
    current_daily_streak: effectiveCurrentStreak({ current: row.currentDailyStreak, lastWinDate: row.lastDailyWinDate }, today),
    best_daily_streak: row.bestDailyStreak,
    last_played_date: row.lastPlayedAt ? row.lastPlayedAt.toISOString() : null,
  };
}

/** The player's stats in one game, or null before their first recorded win in it. */
export async function getGameStats(db: Db, userId: string, game: GameConfig, now = new Date()): Promise<GameStatsEntry | null> {
  const row = await findGameStats(db, userId, game.id);
  return row ? toEntry(game, row, chicagoDate(now)) : null;
}

/** Every game the player has stats for, in the spec's game order, each with its daily history. */
export async function listGameStats(db: Db, userId: string, now = new Date()): Promise<GameStatsListResponse> {
  const [rows, history] = await Promise.all([listGameStatsOfUser(db, userId), readOwnDailyHistory(db, userId)]);
  return { stats: withHistory(entriesOf(rows, chicagoDate(now)), history) };
}

/** The player's daily history per game: rounds played and wins by guesses (two reads of their own rows). */
async function readOwnDailyHistory(db: Db, userId: string): Promise<Map<string, OwnDailyHistory>> {
  const [wins, rounds] = await Promise.all([countOwnWinsByGuesses(db, userId), countOwnPlayedDailyRounds(db, userId)]);
  const games = new Set([...wins.map((row) => row.game), ...rounds.map((row) => row.game)]);
  const history = new Map<string, OwnDailyHistory>();
  for (const game of games) {
    const distribution = distributionFromRows(wins.filter((row) => row.game === game));
    const won = Object.values(distribution).reduce((sum, count) => sum + count, 0);
    // A win always has its won round; the larger count covers rows written outside the game (seeds, admin).
    const played = Math.max(won, rounds.find((row) => row.game === game)?.rounds ?? 0);
    history.set(game, { daily_rounds_played: played, win_percent: winPercent(won, played), distribution });
  }
  return history;
}

const NO_HISTORY: OwnDailyHistory = { daily_rounds_played: 0, win_percent: 0, distribution: distributionFromRows([]) };

function withHistory(entries: GameStatsEntry[], history: Map<string, OwnDailyHistory>): GameStatsEntryWithHistory[] {
  return entries.map((entry) => ({ ...entry, ...(history.get(entry.game_id) ?? NO_HISTORY) }));
}

function entriesOf(rows: GameStatsRow[], today: string): GameStatsEntry[] {
  const order = (id: string) => GAME_IDS_IN_SPEC_ORDER.indexOf(id as (typeof GAME_IDS_IN_SPEC_ORDER)[number]);
  return rows
    .flatMap((row) => {
      const game = getGame(row.game);
      return game ? [toEntry(game, row, today)] : [];
    })
    .sort((a, b) => order(a.game_id) - order(b.game_id));
}

/** Totals over all games and the best streak ever kept in any of them (accounts-side §3). */
export async function getGameStatsSummary(db: Db, userId: string): Promise<GameStatsSummary> {
  return summaryOf(await listGameStatsOfUser(db, userId));
}

function summaryOf(allRows: GameStatsRow[]): GameStatsSummary {
  const rows = allRows.filter((row) => getGame(row.game));
  return {
    total_games: rows.reduce((sum, row) => sum + row.totalGamesPlayed, 0),
    total_daily_games: rows.reduce((sum, row) => sum + row.totalDailyGamesPlayed, 0),
    overall_best_streak: rows.reduce((best, row) => Math.max(best, row.bestDailyStreak), 0),
  };
}

/** A game the player has guessed in but never won: tried, with nothing counted yet. */
export interface TriedGame {
  game_id: GameConfig['id'];
  /** ISO timestamp of the player's last daily guess in it. */
  last_guess_at: string;
}

/** The games the player guessed in (daily rounds) without any win recorded, in the spec's game order. */
export async function listTriedGamesWithoutWin(db: Db, userId: string): Promise<TriedGame[]> {
  const [guessed, stats] = await Promise.all([listGuessedGamesOfUser(db, userId), listGameStatsOfUser(db, userId)]);
  return triedWithoutWin(guessed, stats);
}

function triedWithoutWin(guessed: { game: string; lastGuessAt: Date }[], stats: GameStatsRow[]): TriedGame[] {
  const counted = new Set(stats.filter((row) => row.totalGamesPlayed > 0).map((row) => row.game));
  return GAME_IDS_IN_SPEC_ORDER.flatMap((id) => {
    const row = guessed.find((entry) => entry.game === id);
    return row && !counted.has(id) ? [{ game_id: id, last_guess_at: row.lastGuessAt.toISOString() }] : [];
  });
}

/** Everything /stats shows, from one read of the player's stats rows and one of their guessed games. */
export interface PlayerStats {
  entries: GameStatsEntryWithHistory[];
  tried: TriedGame[];
  summary: GameStatsSummary;
}

/** /stats: the list with each game's daily history, the games tried without a win and the totals (the stats rows read once). */
export async function readPlayerStats(db: Db, userId: string, now = new Date()): Promise<PlayerStats> {
  const [rows, guessed, history] = await Promise.all([listGameStatsOfUser(db, userId), listGuessedGamesOfUser(db, userId), readOwnDailyHistory(db, userId)]);
  return { entries: withHistory(entriesOf(rows, chicagoDate(now)), history), tried: triedWithoutWin(guessed, rows), summary: summaryOf(rows) };
}
