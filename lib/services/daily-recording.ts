import 'server-only';
import type { Db } from '@/db/client';
import { appendLosingGuess, lockDailyGameState, updateDailyGameState, type DailyGameStateRow } from '@/db/queries/daily-game-states';
import { insertDailyWinIfAbsent } from '@/db/queries/daily-wins';
import { addDailyWinToStats, lockGameStats } from '@/db/queries/game-stats';
import type { GameConfig } from '@/lib/games/game-config';
import { advanceKeptStreak } from '@/lib/games/streak';
import type { AnyItem } from '@/lib/games/types';
import type { NewAchievement } from '@/lib/achievements/types';
import { grantEarnedAchievements } from './achievements';
import { judge } from './judge';
import { expireLeaderboardSnapshots } from './leaderboard-snapshot';

/** One game's daily puzzle as the recording sees it. */
export interface DailyRound {
  game: GameConfig;
  date: string;
  secret: AnyItem;
}

/**
 * What recording a guess changed: `streak` is the game's current daily streak after this guess's win
 * (absent otherwise), `newAchievements` what that win unlocked.
 */
export interface RecordedGuess {
  streak?: number;
  newAchievements?: NewAchievement[];
}

/**
 * Records one judged daily guess of a signed-in player. A losing guess is one statement (appended unless
 * the round is won or the name is already there); a winning one records state, completion and streak in
 * one transaction.
 */
export async function recordDailyGuess(db: Db, userId: string, round: DailyRound, guess: AnyItem, now = new Date()): Promise<RecordedGuess> {
  const outcome = judge(round.game, guess, round.secret);
  if (!outcome.won) {
    await appendLosingGuess(db, { userId, game: round.game.id, date: round.date }, guess.name, outcome.attempt, now);
    return {};
  }
  const { streak, newAchievements } = await db.transaction(async (tx) => {
    const state = await lockDailyGameState(tx, userId, round.game.id, round.date);
    return addGuessesToState(tx, userId, state, round, [guess], now);
  });
  if (streak === undefined) return {};
  expireLeaderboardSnapshots(); // after the commit, so the next reading sees the win
  return { streak, newAchievements: newAchievements ?? [] };
}

/**
 * Judges guesses in order and adds them to a state row locked by the caller's transaction: a name
 * already guessed is skipped, nothing is added after a win, and the first win is recorded once.
 * Returns how many guesses were added, whether one of them won and, on a win, the streak it left and
 * the achievements it unlocked.
 */
export async function addGuessesToState(
  tx: Db,
  userId: string,
  state: DailyGameStateRow,
  round: DailyRound,
  guesses: readonly AnyItem[],
  now = new Date(),
): Promise<{ added: number; won: boolean; streak?: number; newAchievements?: NewAchievement[] }> {
  if (state.gameWon) return { added: 0, won: false };
  const names = [...state.guessedCards];
  const attempts = [...state.attemptsData];
  let won = false;
  for (const item of guesses) {
    if (names.includes(item.name)) continue;
    const outcome = judge(round.game, item, round.secret);
    names.push(item.name);
    attempts.push(outcome.attempt);
    if (outcome.won) {
      won = true;
      break;
    }
  }
  const added = names.length - state.guessedCards.length;
  if (added === 0) return { added, won };
  await updateDailyGameState(tx, state.id, { guessedCards: names, attemptsData: attempts, gameWon: won, currentCardId: won ? round.secret.name : null }, now);
  if (!won) return { added, won };
  const streak = await recordDailyWin(tx, userId, round, names.length, now);
  return { added, won, streak, newAchievements: await grantEarnedAchievements(tx, userId, now) };
}

/**
 * The completion counts once per player, game and day: only the call that inserted the win updates the
 * stats. Returns the game's current daily streak after the win.
 */
async function recordDailyWin(tx: Db, userId: string, round: DailyRound, attempts: number, now: Date): Promise<number> {
  const inserted = await insertDailyWinIfAbsent(tx, { userId, game: round.game.id, date: round.date, attempts, at: now });
  const stats = await lockGameStats(tx, userId, round.game.id);
  if (!inserted) return stats.currentDailyStreak;
  const kept = { current: stats.currentDailyStreak, best: stats.bestDailyStreak, lastWinDate: stats.lastDailyWinDate };
  const next = advanceKeptStreak(kept, round.date);
  await addDailyWinToStats(tx, stats.id, { current: next.current, best: next.best, lastWinDate: next.lastWinDate ?? round.date }, now);
  return next.current;
}
