import type { Provider } from 'next-auth/providers';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import { readEnv, type Env } from '@/lib/env';

export interface ProviderChoice {
  id: string;
  label: string;
}

/** Which sign-in methods this deployment offers, decided by its environment (README "Sign-in"). */
export function devLoginEnabled(env: Env = readEnv()): boolean {
  // `npm run dev` sets it; a production start offers it only when it is set explicitly.
  return env.AUTH_DEV_LOGIN === true;
}

export function googleEnabled(env: Env = readEnv()): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

export function oidcEnabled(env: Env = readEnv()): boolean {
  return Boolean(env.AUTH_OIDC_ISSUER && env.AUTH_OIDC_ID);
}

export function oidcLabel(env: Env = readEnv()): string {
  return env.AUTH_OIDC_NAME ?? 'OpenID Connect';
}

/** The external providers, in the order the login page lists them. */
export function externalProviders(env: Env = readEnv()): ProviderChoice[] {
  const choices: ProviderChoice[] = [];
  if (googleEnabled(env)) choices.push({ id: 'google', label: 'Login with Google' });
  if (oidcEnabled(env)) choices.push({ id: 'oidc', label: `Login with ${oidcLabel(env)}` });
  return choices;
}

export const DEV_PROVIDER_ID = 'dev';

export function buildProviders(
  /** Returns the dev account to sign in to, or throws to refuse (lib/auth/dev-user.ts). */
  authorizeDevUser: (name: unknown) => Promise<{ id: string; name: string; email: string } | null>,
  env: Env = readEnv(),
): Provider[] {
  const providers: Provider[] = [];
  if (googleEnabled(env)) providers.push(Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET }));
  if (oidcEnabled(env)) {
    providers.push({
      id: 'oidc',
      name: oidcLabel(env),
      type: 'oidc',
      issuer: env.AUTH_OIDC_ISSUER,
      clientId: env.AUTH_OIDC_ID,
      clientSecret: env.AUTH_OIDC_SECRET,
    });
  }
  if (devLoginEnabled(env)) {
    providers.push(
      Credentials({
        id: DEV_PROVIDER_ID,
        name: 'Development sign-in',
        credentials: { name: { label: 'Name', type: 'text' } },
        authorize: async (credentials) => authorizeDevUser(credentials?.name),
      }),
    );
  }
  return providers;
}
