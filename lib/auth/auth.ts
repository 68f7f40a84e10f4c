import 'server-only';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import NextAuth from 'next-auth';
import { getDb } from '@/db/client';
import { findUserById, touchLastLogin } from '@/db/queries/users';
import { accounts, sessions, users, verificationTokens } from '@/db/schema/auth';
import { authConfig, secureCookiesFor } from './auth.config';
import { findOrCreateDevUser } from './dev-user';
import { buildProviders } from './providers';

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
    callbacks: {
      ...authConfig.callbacks,
      async jwt({ token, user, trigger }) {
        if (user?.id) token.sub = user.id;
        // The hints proxy.ts reads are refreshed at sign-in and on every session update.
        if (trigger === 'signIn' || trigger === 'signUp' || trigger === 'update') {
          const row = token.sub ? await findUserById(db, token.sub) : undefined;
          if (!row) return null;
          token.username = row.username;
          token.role = row.role;
        }
        return token;
      },
    },
    events: {
      async signIn({ user }) {
        if (user.id) await touchLastLogin(db, user.id);
      },
    },
  };
});
