/**
 * `npm run user:role -- <username> <role>`: gives a player a role (owner, admin, moderator or user), with
 * its audit-log row and the achievements it earns, on the database the app uses (DATABASE_URL, else the
 * PGlite folder). How to make the first owner: sign in, choose a username, then run this with `owner`.
 * Runs with the react-server condition (package.json), under which the services' 'server-only' marker allows it.
 */
import { getDatabase } from '../db/client';
import { STARTUP_DEADLINE_MS } from '../db/deadline';
import { findUserByUsername } from '../db/queries/users';
import { ROLES, type Role } from '../db/schema/auth';
import { changeRole } from '../lib/services/roles';

const USAGE = `Usage: npm run user:role -- <username> <role>   (role: ${ROLES.join(', ')})`;

function isRole(value: string | undefined): value is Role {
  return ROLES.some((role) => role === value);
}

async function main(): Promise<number> {
  const [username, role] = process.argv.slice(2);
  if (!username || !role) return fail(USAGE);
  if (!isRole(role)) return fail(`Unknown role '${role}'. ${USAGE}`);
  const database = await getDatabase(STARTUP_DEADLINE_MS);
  try {
    const user = await findUserByUsername(database.db, username);
    if (!user) return fail(`No player is called '${username}' (${database.driver}). Players choose their username after their first sign-in.`);
    const { previousRole, newAchievements } = await changeRole(database.db, { userId: user.id, role, actorId: null, via: 'npm run user:role' });
    const unlocked = newAchievements.length ? ` Unlocked: ${newAchievements.map((achievement) => achievement.name).join(', ')}.` : '';
    console.log(`${user.username} is now ${role} (was ${previousRole}).${unlocked}`);
    return 0;
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
