/** lib/site.ts: the site's public address (NEXT_PUBLIC_SITE_URL), which every absolute URL starts with. */
import { DEVELOPMENT_SITE_URL, resolveSiteUrl, siteUrl } from '@/lib/site';

describe('resolveSiteUrl', () => {
  test('production without it throws, naming NEXT_PUBLIC_SITE_URL', () => {
    expect(() => resolveSiteUrl(undefined, true)).toThrow(/^NEXT_PUBLIC_SITE_URL is required in production/);
    expect(() => resolveSiteUrl('  ', true)).toThrow(/^NEXT_PUBLIC_SITE_URL is required in production/);
  });

  test('development and tests without it use http://localhost:3000, where `npm run dev` serves', () => {
    expect(resolveSiteUrl(undefined, false)).toBe('http://localhost:3000');
    expect(DEVELOPMENT_SITE_URL).toBe('http://localhost:3000');
  });

  test.each(['guessdle.example', 'ftp://guessdle.example', 'https://guessdle.example/games', 'https://guessdle.example/?ref=1', 'https://guessdle.example/#top', 'not a url'])(
    'an invalid address is refused, in production or not: %s',
    (value) => {
      for (const production of [true, false]) expect(() => resolveSiteUrl(value, production)).toThrow(`NEXT_PUBLIC_SITE_URL is not valid ("${value}")`);
    },
  );

  test('a trailing slash is dropped, and the address kept to its origin', () => {
    expect(resolveSiteUrl('https://guessdle.example/', true)).toBe('https://guessdle.example');
    expect(resolveSiteUrl('https://Guessdle.Example//', true)).toBe('https://guessdle.example');
    expect(resolveSiteUrl(' http://localhost:3107 ', false)).toBe('http://localhost:3107');
  });
});

test('siteUrl() reads NEXT_PUBLIC_SITE_URL', () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  try {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://guessdle.example/';
    expect(siteUrl()).toBe('https://guessdle.example');
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  }
});
