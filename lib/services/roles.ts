import 'server-only';
import type { Db } from '@/db/client';
import { setUserRole } from '@/db/queries/users';
import type { Role } from '@/lib/auth/roles';
import type { NewAchievement } from '@/lib/achievements/types';
import { grantEarnedAchievements } from './achievements';

/** Gives a player a role and, in the same transaction, the user-group achievements it earns (the owner's Creator badge). */
export async function assignRole(db: Db, userId: string, role: Role): Promise<NewAchievement[]> {
  return db.transaction(async (tx) => {
    await setUserRole(tx, userId, role);
    return grantEarnedAchievements(tx, userId);
  });
}
