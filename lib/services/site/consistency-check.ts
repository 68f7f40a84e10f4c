import 'server-only';
import type { Db } from '@/db/client';
import { findMissingUnlocks } from '@/db/queries/consistency-unlocks';
import {
  inCheckSnapshot,
  matchDailyWinsAndStates,
  recountDailyWinCounts,
  recountGameStats,
  recountStandings,
  recountUnlockCounts,
  recountUserTotals,
  type CheckCounts,
  type Difference,
  type PlayerScope,
} from '@/db/queries/consistency';
import { recountRunningCounts, recountStandingCounts, recountStreakCounts, recountUsersCount } from '@/db/queries/consistency-counts';
import { readPlayersChangedSince } from '@/db/queries/consistency-runs';
import { catalogueUnlockRules } from '@/lib/achievements/unlock-rules';
import { recheckCommitments } from '@/lib/services/fairness/check';
import { addDays, chicagoDate } from '@/lib/time';

/**
 * `npm run db:check`: every value the site keeps instead of counting it at read time, recounted from the
 * history it summarises (db/queries/consistency.ts, one set-based statement per check).
 *
 * Admin edits: total games, daily games and best streak edited by an admin (PUT /api/admin/users/{id}/stats)
 * are compared against the values the admin wrote (the latest `user.stats` row of admin_audit_log for that
 * game) plus the wins recorded after it, so an edit is not a difference but a later drift still is.
 *
 * Everyone's kept counts (daily_win_counts) are checked to be at least the recorded wins, not equal: the
 * counts are of wins recorded, and a deleted account's wins leave daily_wins but stay counted (subtracting
 * them at deletion would touch rows every winner of that day writes to, for no reader's benefit).
 *
 * Missing unlocks: Founder is left out (granted at sign-in on a best-effort basis, and the first accounts
 * change as accounts are deleted); an unlock an admin revoked stays revoked until an admin grants it
 * again, so pairs whose revocation stands are left out; for a player whose stats an admin edited, the rules that read
 * game_stats are left out (the grant reads the edited values, not the history).
 */

export interface CheckReport {
  id: string;
  title: string;
  /** What `checked` counts, and what `noted` counts when the check has such a count. */
  checkedLabel: string;
  notedLabel?: string;
  counts: CheckCounts;
}

export interface ConsistencyReport {
  clean: boolean;
  differences: number;
  checks: CheckReport[];
  /** An incremental check: how many players it looked at (undefined: the full check, every player). */
  playersChecked?: number;
}

/** Each check lists at most this many differences; the rest are counted. */
export const DEFAULT_DIFFERENCES_SHOWN = 50;

export interface CheckOptions {
  now?: Date;
  limit?: number;
  /**
   * Check only what changed since then (an incremental check, issue 38): the per-player recounts look at the players
   * with a win, a state, an unlock, an activity, an admin edit or a new account since (readPlayersChangedSince), and
   * everyone's numbers at the days from the day before on; the catalogue's and the boards' counts (standing and
   * running), the kept player total (one count of users) and the commitments are always checked whole. Unset: every
   * player (the full check).
   */
  since?: Date;
}

/** Every check, on one snapshot of the database. */
export function checkConsistency(db: Db, options: CheckOptions = {}): Promise<ConsistencyReport> {
  return inCheckSnapshot(db, async (tx) => {
    const players = options.since === undefined ? undefined : await readPlayersChangedSince(tx, options.since);
    const fromDay = options.since === undefined ? undefined : addDays(chicagoDate(options.since), -1);
    return { ...(await runChecks(tx, { ...options, players, fromDay })), playersChecked: players?.length };
  });
}

async function runChecks(db: Db, options: CheckOptions & { players: PlayerScope; fromDay?: string }): Promise<ConsistencyReport> {
  const limit = options.limit ?? DEFAULT_DIFFERENCES_SHOWN;
  const { players, fromDay } = options;
  const yesterday = addDays(chicagoDate(options.now), -1);
  // One after the other, in the one transaction.
  const checks: CheckReport[] = [
    {
      id: 'game-stats',
      title: 'game_stats vs daily_wins and endless_wins (totals, streaks, last daily win)',
      checkedLabel: 'rows',
      notedLabel: "recounted from an admin's edit",
      counts: await recountGameStats(db, { yesterday, limit, players }),
    },
    { id: 'user-totals', title: "users' kept aggregates vs their game_stats rows", checkedLabel: 'players', counts: await recountUserTotals(db, { limit, players }) },
    { id: 'unlock-counts', title: 'achievements.unlocked_count vs user_achievements', checkedLabel: 'achievements', counts: await recountUnlockCounts(db, { limit }) },
    {
      id: 'missing-unlocks',
      title: 'unlocks the history earns vs user_achievements',
      checkedLabel: 'unlocks earned',
      notedLabel: 'missing but revoked or after an admin stats edit',
      counts: await findMissingUnlocks(db, { ...catalogueUnlockRules(), limit, players }),
    },
    { id: 'wins-and-states', title: 'daily_wins vs won daily_game_states', checkedLabel: 'wins and won states', counts: await matchDailyWinsAndStates(db, { limit, players }) },
    {
      id: 'win-counts',
      title: "daily_win_counts (everyone's numbers) vs daily_wins: at least the recorded wins (a deleted account's stay counted)",
      checkedLabel: 'game, day and guess-count buckets',
      counts: await recountDailyWinCounts(db, { limit, fromDay }),
    },
    {
      id: 'standings',
      title: 'leaderboard_standings (your place on the leaderboard) vs game_stats and usernames',
      checkedLabel: 'standings',
      counts: await recountStandings(db, { limit, players }),
    },
    {
      id: 'standing-counts',
      title: 'leaderboard_standing_counts vs leaderboard_standings',
      checkedLabel: 'board, best streak and daily games pairs',
      counts: await recountStandingCounts(db, { limit }),
    },
    {
      id: 'running-counts',
      title: 'leaderboard_running_counts vs the running leaderboard_standings (issue 38)',
      checkedLabel: 'board, last win day, best streak and daily games groups',
      counts: await recountRunningCounts(db, { limit }),
    },
    {
      id: 'streak-counts',
      title: 'leaderboard_streak_counts and leaderboard_streak_tie_counts vs the running leaderboard_standings (issue 38)',
      checkedLabel: 'board, counted day, last win day, streak (and best streak and daily games) groups',
      counts: await recountStreakCounts(db, { limit }),
    },
    {
      id: 'users-count',
      title: "users_count (the admin list's and dashboard's player total) vs count(*) of users (issue 38)",
      checkedLabel: 'total',
      counts: await recountUsersCount(db, { limit }),
    },
    {
      id: 'commitments',
      title: 'daily_puzzles commitments vs sha256 of their game, date, item and salt (issue 30)',
      checkedLabel: 'committed puzzles',
      counts: await recheckCommitments(db, { limit }),
    },
  ];
  const differences = checks.reduce((sum, check) => sum + check.counts.differences, 0);
  return { clean: differences === 0, differences, checks };
}

const number = (value: number) => value.toLocaleString('en-US');

export function describeDifference(difference: Difference): string {
  const key = Object.entries(difference.key).map(([name, value]) => `${name}=${value}`).join(' ');
  // A total (users_count) has no key: 'users_count: players … kept 5, recounted 4'.
  return `${[difference.table, key].filter(Boolean).join(' ')}: ${difference.field} kept ${difference.kept ?? 'absent'}, recounted ${difference.recounted ?? 'absent'}`;
}

/** The report as printed: a summary line per check, its differences under it, and the verdict last. */
export function formatReport(report: ConsistencyReport): string[] {
  const lines: string[] = [];
  for (const { title, checkedLabel, notedLabel, counts } of report.checks) {
    const noted = notedLabel && counts.noted > 0 ? ` (${number(counts.noted)} ${notedLabel})` : '';
    const mark = counts.differences === 0 ? 'ok  ' : 'FAIL';
    lines.push(`${mark} ${title}: ${number(counts.checked)} ${checkedLabel}${noted}, ${number(counts.differences)} differences`);
    lines.push(...counts.sample.map((difference) => `       ${describeDifference(difference)}`));
    const more = counts.differences - counts.sample.length;
    if (more > 0) lines.push(`       … and ${number(more)} more`);
  }
  lines.push(report.clean ? `db:check: clean (${report.checks.length} checks, no differences)` : `db:check: not clean (${number(report.differences)} differences)`);
  return lines;
}
