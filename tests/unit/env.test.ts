/** lib/env.ts: every setting read and checked in one place; production does not start without its secrets. */
import { assertEnvAtStartup, checkEnv, readEnv, secretSetting } from '@/lib/env';
import { authSecret } from '@/lib/auth/secret';
import { dailySecret } from '@/lib/services/daily/secret';

const PRODUCTION_SECRETS = { AUTH_SECRET: 'a-long-random-value', DAILY_SECRET: 'another-long-random-value', NEXT_PUBLIC_SITE_URL: 'https://guessdle.example' };

describe('readEnv', () => {
  test('reads typed values', () => {
    const env = readEnv({ NODE_ENV: 'production', RATE_LIMIT_SCALE: '2.5', TRUST_PROXY: ' 1 ', AUTH_DEV_LOGIN: 'true', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/guessdle' });
    expect(env).toMatchObject({ NODE_ENV: 'production', RATE_LIMIT_SCALE: 2.5, TRUST_PROXY: 1, AUTH_DEV_LOGIN: true, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/guessdle' });
  });

  test('an empty or broken value counts as unset, so its default applies', () => {
    const env = readEnv({ RATE_LIMIT_SCALE: 'lots', TRUST_PROXY: 'yes', AUTH_SECRET: '', AUTH_URL: 'not a url', DATABASE_TIMEOUT_MS: '-5', AUTH_DEV_LOGIN: 'TRUE' });
    expect(env).toEqual({});
  });

  test('reads process.env as it is now, so a test may change a setting', () => {
    process.env.RATE_LIMIT_SCALE = '7';
    try {
      expect(readEnv().RATE_LIMIT_SCALE).toBe(7);
    } finally {
      delete process.env.RATE_LIMIT_SCALE;
    }
    expect(readEnv().RATE_LIMIT_SCALE).toBeUndefined();
  });
});

describe('start-up check', () => {
  test('production without AUTH_SECRET and DAILY_SECRET refuses to start, naming both', () => {
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required in production[\s\S]*DAILY_SECRET is required in production/);
  });

  test('production without NEXT_PUBLIC_SITE_URL refuses to start, naming it and what it is for', () => {
    const secrets = { AUTH_SECRET: PRODUCTION_SECRETS.AUTH_SECRET, DAILY_SECRET: PRODUCTION_SECRETS.DAILY_SECRET };
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production', ...secrets })).toThrow(
      'NEXT_PUBLIC_SITE_URL is required in production: it is the address in canonical links, link previews, structured data, the sitemap and share texts.',
    );
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production', ...secrets, NEXT_PUBLIC_SITE_URL: 'guessdle.example' })).toThrow(/NEXT_PUBLIC_SITE_URL is not valid/);
  });

  test('production refuses a public address other than the one the build was made for', () => {
    expect(checkEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }, 'https://guessdle.example/')).toEqual([]);
    expect(checkEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, NEXT_PUBLIC_SITE_URL: 'https://staging.guessdle.example' }, 'https://guessdle.example')).toEqual([
      'NEXT_PUBLIC_SITE_URL is https://staging.guessdle.example here, but this build was made for https://guessdle.example (the pages carry the build\'s address): start with NEXT_PUBLIC_SITE_URL=https://guessdle.example, or build again with the new address.',
    ]);
  });

  test('production refuses a broken value too, naming it', () => {
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY is not valid/);
  });

  test('a complete production start passes', () => {
    expect(checkEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, AUTH_URL: 'https://guessdle.example' }, undefined)).toEqual([]);
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production', ...PRODUCTION_SECRETS })).not.toThrow();
  });

  test('development starts without secrets and only warns about a broken value', () => {
    const warn = jest.fn();
    assertEnvAtStartup({ NODE_ENV: 'development' }, warn);
    expect(warn).not.toHaveBeenCalled();
    assertEnvAtStartup({ NODE_ENV: 'development', RATE_LIMIT_SCALE: '0' }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/RATE_LIMIT_SCALE is not valid/));
  });
});

describe('secrets', () => {
  test.each([
    ['AUTH_SECRET', authSecret],
    ['DAILY_SECRET', dailySecret],
  ] as const)('%s: the setting when set, a fixed development fallback outside production, none in production', (name, read) => {
    expect(read(readEnv({ NODE_ENV: 'production', [name]: 'set-value' }))).toBe('set-value');
    expect(read(readEnv({ NODE_ENV: 'production' }))).toBeUndefined();
    for (const NODE_ENV of ['development', 'test']) {
      const fallback = read(readEnv({ NODE_ENV }));
      expect(fallback).toMatch(/not-for-production$/);
      expect(fallback).toBe(secretSetting(name, readEnv({ NODE_ENV })));
    }
  });

  test('the two development fallbacks differ (the daily order is not keyed by the session secret)', () => {
    expect(authSecret(readEnv({ NODE_ENV: 'development' }))).not.toBe(dailySecret(readEnv({ NODE_ENV: 'development' })));
  });
});
