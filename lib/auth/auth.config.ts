import type { NextAuthConfig } from 'next-auth';
import { readEnv, type Env } from '@/lib/env';
import { isSecureRequest } from './indicator';
import { authSecret } from './secret';

/**
 * The database-free half of the Auth.js set-up (lib/auth/auth.ts adds the database and providers).
 * Sessions are JWTs naming the user (`sub`) and the session's record (`sid`, lib/auth/session-records.ts);
 * the username rides along only as a hint for proxy.ts's username-setup redirect (lib/auth/session-hints.ts).
 * No role is stored: every page and route re-reads the username and role from the database (guards.ts).
 */
export const SIGN_IN_RETURN_PATH = '/auth/callback';

declare module 'next-auth' {
  interface Session {
    user: { id: string; username: string | null } & Omit<import('next-auth').DefaultSession['user'], 'id'>;
    /** The session's record (lib/auth/session.ts checks it is live on every read). */
    sessionId?: string;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    sid?: string;
    username?: string | null;
  }
}

/**
 * Auth.js cookies are Secure (and `__Secure-`/`__Host-` named) when the site is served over HTTPS: AUTH_URL
 * says so, or the request came over HTTPS (X-Forwarded-Proto from the TLS proxy in front). Without a
 * request (server components, actions) Auth.js applies the same rule to the current request's headers.
 */
export function secureCookiesFor(request?: Request, env: Env = readEnv()): boolean | undefined {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).protocol === 'https:';
  return request ? isSecureRequest(request) : undefined;
}

/** How long a session lives without a refresh (the browser refreshes it every 14 minutes while open). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const authConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  // Auth.js sends failures to the error page with ?error=Code; our return page reports them.
  pages: { signIn: '/login', error: SIGN_IN_RETURN_PATH },
  providers: [],
  callbacks: {
    session({ session, token }) {
      session.user.id = token.sub ?? '';
      session.user.username = token.username ?? null;
      session.sessionId = token.sid;
      return session;
    },
  },
} satisfies NextAuthConfig;
