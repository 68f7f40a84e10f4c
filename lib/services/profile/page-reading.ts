import 'server-only';
import { getPageDb } from '@/db/client';
import { sharedReading, type SharedReading } from '@/lib/concurrency/shared-reading';
import type { ProfileHistory, PublicProfile } from '@/lib/profile/types';
import { getPublicAchievements } from '../achievements/achievements';
import { isApiError } from '@/lib/http/errors';
import { findPublicProfileWithHistory } from './history';

/**
 * What the public profile pages read (issue 36 item 4), the same for every visitor and crawler: read on the
 * page pool (getPageDb), never the app's, and shared for PAGE_READING_TTL_MS by everyone who asks for the same
 * player (one reading at a time per player, however many ask at once). A flood of one profile costs the
 * database one reading every few seconds. The player themself reads fresh (`fresh`): they see their own change.
 */
export const PAGE_READING_TTL_MS = 3000;
/** Players whose readings are kept at once (the oldest goes first). */
const MAX_KEPT = 2000;

export type ProfilePageReading = { profile: PublicProfile; history: ProfileHistory } | null;
export type AchievementsPageReading = Awaited<ReturnType<typeof getPublicAchievements>> | null;

const holder = globalThis as unknown as {
  __guessdleProfilePages?: SharedReading<ProfilePageReading>;
  __guessdleAchievementsPages?: SharedReading<AchievementsPageReading>;
};

/** Who asks for a page: a signed-in player, or null (a guest or a crawler). */
type Viewer = { id: string; username: string | null } | null;

/** "Alice", "alice" and "ALICE" are one player (a user id too, in whatever case). */
const keyOf = (idOrUsername: string) => idOrUsername.toLowerCase();

/** The visitor (null: a guest or a crawler) is the player of the address: by name in any case, or by id. */
export function isProfileOf(viewer: Viewer, idOrUsername: string): boolean {
  if (!viewer) return false;
  return viewer.id === idOrUsername || viewer.username?.toLowerCase() === keyOf(idOrUsername);
}

/**
 * The reading of `idOrUsername` for `viewer`: the player themself reads fresh, and their reading is neither
 * kept nor shared (a prefetch from their own page must not leave visitors a reading from before their next
 * change); the shared reading is dropped too, so that everyone after them sees what they saw.
 */
function readFor<T>(kept: SharedReading<T>, idOrUsername: string, viewer: Viewer, load: () => Promise<T>): Promise<T> {
  if (isProfileOf(viewer, idOrUsername)) {
    kept.forget(keyOf(idOrUsername));
    return load();
  }
  return kept.read(keyOf(idOrUsername), load);
}

/** /profile/{username}: the profile and history, null for an unknown player; `viewer` is who asks. */
export function readProfilePage(idOrUsername: string, viewer: Viewer): Promise<ProfilePageReading> {
  holder.__guessdleProfilePages ??= sharedReading({ ttlMs: PAGE_READING_TTL_MS, maxKeys: MAX_KEPT });
  return readFor(holder.__guessdleProfilePages, idOrUsername, viewer, async () => findPublicProfileWithHistory(await getPageDb(), idOrUsername));
}

/** /profile/{username}/achievements: the player and every achievement, null for an unknown player; `viewer` is who asks. */
export function readAchievementsPage(idOrUsername: string, viewer: Viewer): Promise<AchievementsPageReading> {
  holder.__guessdleAchievementsPages ??= sharedReading({ ttlMs: PAGE_READING_TTL_MS, maxKeys: MAX_KEPT });
  return readFor(holder.__guessdleAchievementsPages, idOrUsername, viewer, async () => {
    try {
      return await getPublicAchievements(await getPageDb(), idOrUsername);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
}
