/**
 * Response shapes of the signed-in progress calls (game-side §7, accounts-side §3, §7.2, §7.3).
 * Shared by the route handlers, the services and the pages that read them.
 */
import type { Distribution } from '../games/distribution';
import type { GameId, Attempt, AnyItem } from '../games/types';

export interface LeaderboardUser {
  id: string;
  username: string;
  current_streak: number;
  best_streak: number;
  total_daily_games_played: number;
  total_games_played: number;
}

export interface LeaderboardResponse {
  users: LeaderboardUser[];
  /** ISO timestamp of when the ranking was read. */
  calculatedAt: string;
}

export interface GameSummaryEntry {
  currentStreak: number;
  bestStreak: number;
  isCompleted: boolean;
}

/**
 * A day's completion and streaks per game: the server's (below) and a guest's, read from browser
 * storage (components/daily/daily-summary.ts), feed the same components. A missing game counts as
 * not completed, with no streak.
 */
export interface DailySummary {
  /** The America/Chicago date the summary describes ('YYYY-MM-DD'). */
  date: string;
  gameData: Partial<Record<GameId, GameSummaryEntry>>;
}

/** GET /api/daily-game-states/user/{userId}/summary/{date}: every game, played or not. */
export interface DailySummaryResponse extends DailySummary {
  gameData: Record<GameId, GameSummaryEntry>;
}

/** One player's stats for one game (a game never played has no entry). */
export interface GameStatsEntry {
  game_id: GameId;
  game_name: string;
  total_games_played: number;
  total_daily_games_played: number;
  /** The current streak as of today: 0 once a day has been missed. */
  current_daily_streak: number;
  best_daily_streak: number;
  /** ISO timestamp of the last recorded win, or null. */
  last_played_date: string | null;
}

/**
 * A player's own daily history in one game (issue 29), as their statistics show it: Played = daily rounds
 * with at least one guess, Win % = daily wins / played (rounded), and the wins by number of guesses.
 */
export interface OwnDailyHistory {
  daily_rounds_played: number;
  win_percent: number;
  distribution: Distribution;
}

export type GameStatsEntryWithHistory = GameStatsEntry & OwnDailyHistory;

export interface GameStatsListResponse {
  stats: GameStatsEntryWithHistory[];
}

export interface GameStatsSummary {
  total_games: number;
  total_daily_games: number;
  overall_best_streak: number;
}

/** A daily round's fields as game-side §3 names them, shared by the server copy and a guest's local copy. */
export interface DailyRoundFields {
  date: string;
  game_won: boolean;
  is_hint_revealed: boolean;
  /** The secret's name, only once the player has won. */
  current_card_id: string | null;
  guessed_cards: string[];
  attempts_data: Attempt[];
}

/** A signed-in player's daily round of one game (server copy, game-side §3 "Daily game state"). */
export interface DailyGameStateResponse extends DailyRoundFields {
  /** The hint text, only once revealed (or won). */
  hint: string | null;
  /** The secret item, only once the player has won. */
  answer: AnyItem | null;
}

/** GET /api/daily-game-states/user/{userId}/date/{date}: only the games the player has a state for that day. */
export interface DailyGameStatesResponse {
  date: string;
  states: Partial<Record<GameId, DailyGameStateResponse>>;
}

/** GET /api/game-stats/user/{userId}/game/{gameId}. */
export interface GameStatsResponse {
  stats: GameStatsEntry | null;
}

/**
 * POST /api/game-stats/user/{userId}/game/{gameId}: reports what the guess calls already recorded
 * (it never counts a win itself). Achievements granted by the recording are listed by their own calls.
 */
export interface GameStatsReportResponse {
  stats: GameStatsEntry | null;
  newAchievements: unknown[];
}

/** POST /api/daily-game-states/merge: which games took the guest's progress and which kept the account's. */
export interface GuestMergeResponse {
  merged: GameId[];
  skipped: GameId[];
}
