/**
 * Browsers for integration tests that run Auth.js for real: a test file mocks 'next/headers' with
 * `nextHeadersMock`, and every cookie the app reads or sets goes to the browser in use.
 *   jest.mock('next/headers', () => jest.requireActual('../helpers/cookie-jar').nextHeadersMock);
 */
export type CookieJar = Map<string, string>;

let current: CookieJar = new Map();

export function switchTo(jar: CookieJar): CookieJar {
  current = jar;
  return jar;
}

export function newBrowser(): CookieJar {
  return switchTo(new Map());
}

/** A copy of a browser's cookies, as an attacker who stole them would hold. */
export function copyOf(jar: CookieJar): CookieJar {
  return new Map(jar);
}

interface CookieOptions {
  maxAge?: number;
  expires?: Date | number | string;
}

function isDeletion(value: string, options: CookieOptions = {}): boolean {
  if (options.maxAge !== undefined && options.maxAge <= 0) return true;
  return options.expires !== undefined && new Date(options.expires).getTime() <= Date.now() && value === '';
}

const cookieStore = {
  getAll: () => [...current].map(([name, value]) => ({ name, value })),
  get: (name: string) => (current.has(name) ? { name, value: current.get(name)! } : undefined),
  has: (name: string) => current.has(name),
  set: (name: string | { name: string; value: string } & CookieOptions, value?: string, options?: CookieOptions) => {
    const cookie = typeof name === 'string' ? { name, value: value ?? '', ...options } : name;
    if (isDeletion(cookie.value, cookie)) current.delete(cookie.name);
    else current.set(cookie.name, cookie.value);
    return cookieStore;
  },
  delete: (name: string) => {
    current.delete(name);
    return cookieStore;
  },
};

export const nextHeadersMock = {
  cookies: async () => cookieStore,
  headers: async () =>
    new Headers({
      host: 'localhost',
      'x-forwarded-proto': 'http',
      cookie: [...current].map(([name, value]) => `${name}=${value}`).join('; '),
    }),
};
