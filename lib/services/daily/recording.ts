import 'server-only';
import type { Db } from '@/db/client';
import { appendLosingGuess, lockDailyGameState, updateDailyGameState, type DailyGameStateRow } from '@/db/queries/daily-game-states';
import { addDailyWinToCounts } from '@/db/queries/daily-win-counts';
import { insertDailyWinIfAbsent, listWinDatesUpTo } from '@/db/queries/daily-wins';
import { addDailyWinToStats, lockGameStats } from '@/db/queries/game-stats';
import type { GameConfig } from '@/lib/games/game-config';
import { advanceKeptStreak, keptStreakFromHistory } from '@/lib/games/streak';
import type { AnyItem } from '@/lib/games/types';
import { count } from '@/lib/observability/metrics';
import { chicagoDate } from '@/lib/time';
import type { NewAchievement } from '@/lib/achievements/types';
import { grantEarnedAchievements } from '../achievements/achievements';
import { recordOnce } from '../play/guess-records';
import { judge } from '../play/judge';
import { dailyRound } from '../play/judgement-receipt';
import { expireLeaderboardSnapshots } from '../leaderboard/snapshot';

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
 * Records one judged daily guess of a signed-in player in one transaction: a losing guess is appended
 * (unless the round is won or the name is already there); a winning one records state, completion and
 * streak. With the browser's `key`, the guess is recorded at most once: a resend records nothing new and
 * answers what the first recording changed (lib/services/play/guess-records.ts).
 */
export async function recordDailyGuess(
  db: Db,
  userId: string,
  round: DailyRound,
  guess: AnyItem,
  { key, now = new Date() }: { key?: string; now?: Date } = {},
): Promise<RecordedGuess> {
  const identity = key ? { userId, key, game: round.game.id, round: dailyRound(round.date), guess: guess.name } : null;
  let storedWin = false;
  const recorded = await recordOnce(db, identity, now, async (tx) => {
    storedWin = false;
    const outcome = judge(round.game, guess, round.secret);
    if (!outcome.won) {
      await appendLosingGuess(tx, { userId, game: round.game.id, date: round.date }, guess.name, outcome.attempt, now);
      return {};
    }
    const state = await lockDailyGameState(tx, userId, round.game.id, round.date);
    const { streak, newAchievements } = await addGuessesToState(tx, userId, state, round, [guess], now);
    storedWin = streak !== undefined;
    return streak === undefined ? {} : { streak, newAchievements: newAchievements ?? [] };
  });
  // A win stored (not replayed) for a day before today: its judgement receipt back-dated it (play.ts guessDay).
  if (storedWin && round.date !== chicagoDate(now)) count((m) => m.receiptsBackdated.inc({ game: round.game.id }));
  if (recorded.streak !== undefined) await expireLeaderboardSnapshots(db); // after the commit, so the next ranking taken sees the win
  return recorded;
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
 * stats and everyone's kept counts of the day (daily_win_counts). Returns the game's current daily streak
 * after the win.
 */
async function recordDailyWin(tx: Db, userId: string, round: DailyRound, attempts: number, now: Date): Promise<number> {
  const inserted = await insertDailyWinIfAbsent(tx, { userId, game: round.game.id, date: round.date, attempts, at: now });
  const stats = await lockGameStats(tx, userId, round.game.id);
  if (!inserted) return stats.currentDailyStreak;
  await addDailyWinToCounts(tx, { game: round.game.id, date: round.date, attempts });
  const kept = { current: stats.currentDailyStreak, best: stats.bestDailyStreak, lastWinDate: stats.lastDailyWinDate };
  // A win of a past day (judged on its day, stored late: a receipt proved it) is counted from the history,
  // so the run it joins is whole again, even after a later day's win or after the broken run was zeroed.
  const landsLate = round.date < chicagoDate(now) || (kept.lastWinDate !== null && round.date <= kept.lastWinDate);
  const lastWin = kept.lastWinDate !== null && kept.lastWinDate > round.date ? kept.lastWinDate : round.date;
  const next = landsLate ? keptStreakFromHistory(await listWinDatesUpTo(tx, userId, round.game.id, lastWin), kept.best) : advanceKeptStreak(kept, round.date);
  await addDailyWinToStats(tx, stats.id, { current: next.current, best: next.best, lastWinDate: next.lastWinDate ?? round.date }, now);
  return next.current;
}
