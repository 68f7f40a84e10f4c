/**
 * `npm run user:role -- <username> <role> [--force]`: gives a player a role (owner, admin, moderator or
 * user) on the database the app uses (DATABASE_URL, else the PGlite folder), through the same setRole and
 * role rules as the admin dashboard (lib/services/admin/roles.ts). It acts as the operator, not as a user: above
 * every role, so it may give or take the owner role, but it does not demote the last owner unless told to
 * with --force; the audit row says so. How to make the first owner: sign in, choose a username, then run
 * this with `owner`. Runs with the react-server condition (package.json), under which the services'
 * 'server-only' marker allows it.
 */
import { getDatabase } from '../db/client';
import { STARTUP_DEADLINE_MS } from '../db/deadline';
import { findUserByUsername } from '../db/queries/users';
import { ROLES, type Role } from '../db/schema/auth';
import type { Operator } from '../lib/auth/roles';
import { ApiError } from '../lib/http/errors';
import { setRole } from '../lib/services/admin/roles';

const FORCE = '--force';
const USAGE = `Usage: npm run user:role -- <username> <role> [${FORCE}]   (role: ${ROLES.join(', ')}; ${FORCE} lets the last owner be demoted)`;

function isRole(value: string | undefined): value is Role {
  return ROLES.some((role) => role === value);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes(FORCE);
  const [username, role, ...rest] = args.filter((arg) => arg !== FORCE);
  if (!username || !role || rest.length > 0) return fail(USAGE);
  if (!isRole(role)) return fail(`Unknown role '${role}'. ${USAGE}`);
  const operator: Operator = { operator: 'npm run user:role', force };
  const database = await getDatabase(STARTUP_DEADLINE_MS);
  try {
    const user = await findUserByUsername(database.db, username);
    if (!user) return fail(`No player is called '${username}' (${database.driver}). Players choose their username after their first sign-in.`);
    const change = await setRole(database.db, operator, user.id, role);
    if (!change.changed) {
      console.log(`${user.username} is already ${role}: nothing changed.`);
      return 0;
    }
    const unlocked = change.newAchievements.length ? ` Unlocked: ${change.newAchievements.map((achievement) => achievement.name).join(', ')}.` : '';
    console.log(`${user.username} is now ${role} (was ${change.previousRole}).${unlocked}`);
    return 0;
  } catch (error) {
    // A refusal of the role rules (already in the audit log): its reason, and the way past the one that has one.
    if (error instanceof ApiError && error.status === 403) return fail(`${error.message}${force ? '' : ` Add ${FORCE} to override it as the operator (audited).`}`);
    throw error;
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
