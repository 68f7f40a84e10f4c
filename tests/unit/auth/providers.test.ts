import { buildProviders, devLoginEnabled, externalProviders } from '@/lib/auth/providers';
import { readEnv } from '@/lib/env';

const noDevUser = async () => null;

function providerIds(env: Record<string, string>): string[] {
  return buildProviders(noDevUser, readEnv(env)).map((provider) => {
    const value = (typeof provider === 'function' ? provider() : provider) as { id: string; options?: { id?: string } };
    return value.options?.id ?? value.id;
  });
}

describe('sign-in providers chosen by the environment', () => {
  it('refuses the development sign-in in production unless AUTH_DEV_LOGIN=true is set explicitly', () => {
    expect(devLoginEnabled(readEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(providerIds({ NODE_ENV: 'production' })).not.toContain('dev');
    expect(providerIds({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'false' })).not.toContain('dev');
    expect(providerIds({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' })).toContain('dev');
  });

  it('offers Google only with both its id and secret, and OpenID Connect when an issuer and client are set', () => {
    expect(providerIds({ AUTH_GOOGLE_ID: 'id' })).toEqual([]);
    expect(providerIds({ AUTH_GOOGLE_ID: 'id', AUTH_GOOGLE_SECRET: 'secret' })).toEqual(['google']);
    expect(providerIds({ AUTH_OIDC_ISSUER: 'http://localhost:9', AUTH_OIDC_ID: 'c', AUTH_OIDC_SECRET: 's' })).toEqual(['oidc']);
  });

  it("labels the login page's buttons, Google first", () => {
    const env = readEnv({ AUTH_GOOGLE_ID: 'id', AUTH_GOOGLE_SECRET: 's', AUTH_OIDC_ISSUER: 'http://x', AUTH_OIDC_ID: 'c', AUTH_OIDC_NAME: 'Acme' });
    expect(externalProviders(env).map((choice) => choice.label)).toEqual(['Login with Google', 'Login with Acme']);
  });
});
