import type { NextAuthConfig } from 'next-auth';
import type { Role } from '@/db/schema/auth';
import { isSecureRequest } from './indicator';
import { authSecret } from './secret';

/**
 * The database-free half of the Auth.js set-up, shared by proxy.ts and lib/auth/auth.ts.
 * Sessions are JWTs naming the user (`sub`); the username and role ride along only as hints for
 * proxy.ts redirects. Every page and route re-reads them from the database (guards.ts).
 */
export const SIGN_IN_RETURN_PATH = '/auth/callback';

declare module 'next-auth' {
  interface Session {
    user: { id: string; username: string | null; role: Role } & Omit<import('next-auth').DefaultSession['user'], 'id'>;
  }
}

export interface SessionHints {
  username: string | null;
  role: Role;
}

/**
 * Auth.js cookies are Secure (and `__Secure-`/`__Host-` named) when the site is served over HTTPS: AUTH_URL
 * says so, or the request came over HTTPS (X-Forwarded-Proto from the TLS proxy in front). Without a
 * request (server components, actions) Auth.js applies the same rule to the current request's headers.
 */
export function secureCookiesFor(request?: Request, env: NodeJS.ProcessEnv = process.env): boolean | undefined {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).protocol === 'https:';
  return request ? isSecureRequest(request) : undefined;
}

export const authConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: 'jwt' },
  // Auth.js sends failures to the error page with ?error=Code; our return page reports them.
  pages: { signIn: '/login', error: SIGN_IN_RETURN_PATH },
  providers: [],
  callbacks: {
    session({ session, token }) {
      const hints = token as { username?: string | null; role?: Role };
      session.user.id = token.sub ?? '';
      session.user.username = hints.username ?? null;
      session.user.role = hints.role ?? 'user';
      return session;
    },
  },
} satisfies NextAuthConfig;
