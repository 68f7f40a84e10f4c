/** lib/env.ts: every setting read and checked in one place; production does not start without its secrets. */
import { assertEnvAtStartup, checkEnv, readEnv } from '@/lib/env';

const PRODUCTION_SECRETS = { AUTH_SECRET: 'a-long-random-value', DAILY_SECRET: 'another-long-random-value' };

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

  test('production refuses a broken value too, naming it', () => {
    expect(() => assertEnvAtStartup({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY is not valid/);
  });

  test('a complete production start passes', () => {
    expect(checkEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, AUTH_URL: 'https://guessdle.example' })).toEqual([]);
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
