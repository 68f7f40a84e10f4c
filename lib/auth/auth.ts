import 'server-only';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import NextAuth from 'next-auth';
import { getDb } from '@/db/client';
import { findUserById, touchLastLogin } from '@/db/queries/users';
import { accounts, sessions, users, verificationTokens } from '@/db/schema/auth';
import { authConfig, secureCookiesFor } from './auth.config';
import { findOrCreateDevUser } from './dev-user';
import { grantEarnedAchievements } from '@/lib/services/achievements/achievements';
import { promoteConfiguredOwner } from '@/lib/services/admin/roles';
import { readEnv } from '@/lib/env';
import { buildProviders } from './providers';
import { revokeSessions } from './pending-revocations';
import { startSessionRecord } from './session-records';
import { log } from '@/lib/observability/log';

/**
 * The full Auth.js set-up: the database adapter (users and their provider accounts) and the
 * providers this deployment's environment enables. proxy.ts uses the database-free auth.config.ts.
 */
export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth(async (request) => {
  const db = await getDb();
  return {
    ...authConfig,
    useSecureCookies: secureCookiesFor(request),
    adapter: DrizzleAdapter(db, { usersTable: users, accountsTable: accounts, sessionsTable: sessions, verificationTokensTable: verificationTokens }),
    providers: buildProviders((name) => findOrCreateDevUser(db, name)),
    // Auth.js's own complaints go to the server log as JSON lines (an error as its stack, never its fields).
    logger: {
      error: (error) => log().error({ err: error }, '[auth] Auth.js failed'),
      warn: (code) => log().warn(`[auth] Auth.js warning: ${code}`),
      debug: () => {},
    },
    callbacks: {
      ...authConfig.callbacks,
      async jwt({ token, user, trigger }) {
        const freshSignIn = trigger === 'signIn' || trigger === 'signUp';
        if (freshSignIn) token.sub = user?.id;
        // The username hint proxy.ts reads is refreshed at sign-in and on every session update.
        if (freshSignIn || trigger === 'update') {
          const row = token.sub ? await findUserById(db, token.sub) : undefined;
          if (!row) return null;
          token.username = row.username;
        }
        if (freshSignIn) token.sid = await startSessionRecord(db, token.sub!);
        return token;
      },
    },
    events: {
      async signIn({ user }) {
        if (!user.id) return;
        await touchLastLogin(db, user.id);
        await promoteConfiguredOwner(db, user.id, readEnv().OWNER_EMAILS).catch((error) => log().error({ err: error }, '[roles] OWNER_EMAILS promotion failed'));
        // User-group achievements (Founder, Creator) are decided by the account itself: a new account, or a
        // role given since the last sign-in. A failure here must not stop the sign-in.
        await grantEarnedAchievements(db, user.id).catch((error) => log().error({ err: error }, '[achievements] granting at sign-in failed'));
      },
      // Auth.js's own sign-out (/api/auth/signout) ends the session's record too, not only the cookie; one the
      // database does not confirm stays pending in this process (POST /auth/logout also hands the browser a token).
      async signOut(message) {
        const sid = 'token' in message ? message.token?.sid : undefined;
        if (sid) await revokeSessions({ sid });
      },
    },
  };
});
