/**
 * Which achievements a player qualifies for, from facts about their recorded history. Pure: the same
 * function decides at the moment something is earned (a win, How to Play, the easter egg, a role) and
 * when an admin re-evaluates every player from their history.
 */
import { daysBetween } from '@/lib/time';
import { GAME_IDS, type GameId } from '@/lib/games/types';
import type { AchievementRule, CatalogueEntry } from './definitions';
import { EASTER_EGG_FOUND, HOW_TO_PLAY_VIEWED } from './moments';

export interface DailyWinFact {
  game: string;
  date: string;
  attempts: number;
}

export interface PlayerFacts {
  /** Best daily streak per game (kept in game_stats). */
  bestStreakByGame: Partial<Record<string, number>>;
  /** Daily wins per game. */
  dailyWinsByGame: Partial<Record<string, number>>;
  /** Wins of every mode, all games together. */
  totalWins: number;
  /** Every daily win: game, Chicago date, guesses it took. */
  dailyWins: readonly DailyWinFact[];
  activities: ReadonlySet<string>;
  isFounder: boolean;
  role: string;
}

/** The activity types a player can record, and the one the easter egg records (moments.ts, for the browser). */
export { EASTER_EGG_FOUND, HOW_TO_PLAY_VIEWED } from './moments';

/** A streak of at least this many days, lost and then followed by a win, earns the 'broken' achievement. */
const BROKEN_STREAK_DAYS = 3;

export function qualifies(entry: CatalogueEntry, facts: PlayerFacts): boolean {
  const threshold = entry.threshold ?? 1;
  const rule: AchievementRule = entry.rule;
  switch (rule.kind) {
    case 'best-streak':
      return bestStreak(facts, rule.game) >= threshold;
    case 'total-wins':
      return facts.totalWins >= threshold;
    case 'game-daily-wins':
      return (facts.dailyWinsByGame[rule.game] ?? 0) >= threshold;
    case 'founder':
      return facts.isFounder;
    case 'owner':
      return facts.role === 'owner';
    case 'flawless':
      return facts.dailyWins.some((win) => win.attempts === 1);
    case 'how-to-play':
      return facts.activities.has(HOW_TO_PLAY_VIEWED);
    case 'capybara':
      return facts.activities.has(EASTER_EGG_FOUND);
    case 'broken-streak':
      return GAME_IDS.some((game) => cameBackAfterLostStreak(winDates(facts, game)));
    case 'all-games':
      return GAME_IDS.every((game) => (facts.dailyWinsByGame[game] ?? 0) > 0);
    case 'same-day-sweep':
      return hasSameDaySweep(facts.dailyWins);
  }
}

/** The keys of every catalogue entry the facts satisfy. */
export function qualifyingKeys(catalogue: readonly CatalogueEntry[], facts: PlayerFacts): string[] {
  return catalogue.filter((entry) => qualifies(entry, facts)).map((entry) => entry.key);
}

function bestStreak(facts: PlayerFacts, game: GameId | undefined): number {
  if (game) return facts.bestStreakByGame[game] ?? 0;
  return Math.max(0, ...Object.values(facts.bestStreakByGame).map((value) => value ?? 0));
}

function winDates(facts: PlayerFacts, game: string): string[] {
  return [...new Set(facts.dailyWins.filter((win) => win.game === game).map((win) => win.date))].sort();
}

/** A run of BROKEN_STREAK_DAYS or more consecutive days, then a missed day, then another win. */
export function cameBackAfterLostStreak(sortedDates: readonly string[]): boolean {
  let run = 0;
  for (let i = 0; i < sortedDates.length; i++) {
    const gap = i === 0 ? 1 : daysBetween(sortedDates[i - 1], sortedDates[i]);
    if (gap > 1 && run >= BROKEN_STREAK_DAYS) return true;
    run = gap === 1 ? run + 1 : 1;
  }
  return false;
}

function hasSameDaySweep(wins: readonly DailyWinFact[]): boolean {
  const gamesByDate = new Map<string, Set<string>>();
  for (const win of wins) {
    const games = gamesByDate.get(win.date) ?? new Set<string>();
    games.add(win.game);
    gamesByDate.set(win.date, games);
  }
  return [...gamesByDate.values()].some((games) => GAME_IDS.every((game) => games.has(game)));
}
