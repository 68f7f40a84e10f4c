import 'server-only';
import type { Db } from '@/db/client';
import { readDailyWinsPerDay } from '@/db/queries/profile-history';
import { closestAchievements } from '@/lib/achievements/closest';
import { calendarWindow } from '@/lib/profile/calendar';
import type { ProfileHistory, PublicProfile } from '@/lib/profile/types';
import { chicagoDate } from '@/lib/time';
import { getOwnAchievements } from '../achievements/achievements';
import { findPublicUser, publicProfileOf } from './profile';

/**
 * What both profile pages show of a player's history (issue 29): their daily wins per Chicago day over the last
 * 12 months, and the three locked achievements they are closest to (the progress /achievements shows).
 */
export async function getProfileHistory(db: Db, userId: string, now = new Date()): Promise<ProfileHistory> {
  const today = chicagoDate(now);
  const { start, end } = calendarWindow(today);
  const [days, { achievements }] = await Promise.all([readDailyWinsPerDay(db, userId, start, end), getOwnAchievements(db, userId, now)]);
  return {
    today,
    winsByDate: Object.fromEntries(days.map((day) => [day.date, day.wins])),
    closest: closestAchievements(achievements),
  };
}

/** /profile/{username}: the public profile and the player's history, or null for an unknown player. */
export async function findPublicProfileWithHistory(db: Db, idOrUsername: string, now = new Date()): Promise<{ profile: PublicProfile; history: ProfileHistory } | null> {
  const row = await findPublicUser(db, idOrUsername);
  if (!row?.username) return null;
  const [profile, history] = await Promise.all([publicProfileOf(db, { ...row, username: row.username }), getProfileHistory(db, row.id, now)]);
  return { profile, history };
}
