import { z } from 'zod';
import { resolveSiteUrl, SITE_URL_REQUIRED } from './site';

/**
 * Every environment variable the server reads, each with its zod rule (.env.example explains them).
 * Read lazily: readEnv() parses the current process.env on each call, so tests may set a variable per
 * test. A value that breaks its rule counts as unset (its documented default applies) when read, and is
 * reported by checkEnv() at start-up, where production refuses to start with a missing required
 * setting or a broken one (instrumentation.ts).
 *
 * Two reads stay outside on purpose: NEXT_PUBLIC_SITE_URL in lib/site.ts (the browser needs it, and Next
 * inlines it only when written out as process.env.NEXT_PUBLIC_SITE_URL), and Next's own NEXT_RUNTIME in
 * instrumentation.ts (inlined per runtime, so the Node.js-only start-up is left out of the edge build).
 * Its rule is lib/site.ts's resolveSiteUrl, here too: `next start` checks it like the secrets, and that it is
 * the address the build was made for (the pages carry the build's).
 */

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const positiveNumber = z.coerce.number().finite().positive();
const httpUrl = z.url({ protocol: /^https?$/ });
const text = z.string().min(1);
/** The site's public address, normalised to its origin (lib/site.ts). */
const siteAddress = z.string().transform((value, context) => {
  try {
    return resolveSiteUrl(value, false);
  } catch {
    context.addIssue({ code: 'custom', message: 'an http(s) address without a path, e.g. https://guessdle.example' });
    return z.NEVER;
  }
});

const RULES = {
  NODE_ENV: z.enum(['development', 'production', 'test']),
  /** PostgreSQL; unset: the embedded PGlite database. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  DATABASE_TIMEOUT_MS: positiveNumber,
  /**
   * `transaction`: DATABASE_URL reaches PostgreSQL through a pooler in transaction mode (PgBouncer's
   * pool_mode=transaction), where consecutive statements may run on different server connections. No
   * statement is prepared, and no setting goes in the start-up packet (the pooler sets them): db/bounded-postgres.ts.
   */
  DATABASE_POOLER: z.enum(['transaction']),
  /**
   * The database of DATABASE_URL reached without the pooler: migrations connect there when set (their
   * statements may outlast the pooler's statement_timeout). Unset: migrations go through DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** Connections of a process's app pool (default 10). */
  DATABASE_POOL_MAX: z.coerce.number().int().positive(),
  /** Connections of a process's pool for pages that only read (default 4): getPageDb in db/client.ts. */
  DATABASE_PAGE_POOL_MAX: z.coerce.number().int().positive(),
  /** Where that pool connects (a PgBouncer database with a pool of its own); unset: DATABASE_URL. */
  DATABASE_PAGE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** Connections of a process's rate-limit store, a pool of its own (default 8). */
  RATE_LIMIT_POOL_MAX: z.coerce.number().int().positive(),
  /** On SIGTERM, how long a process lets the requests in flight finish before it closes its pools and exits (default 10000). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive(),
  PGLITE_DATA_DIR: text,
  NEXT_PUBLIC_SITE_URL: siteAddress,
  GUESSDLE_SEED_DEMO: flag,
  DAILY_SECRET: text,
  AUTH_SECRET: text,
  AUTH_URL: httpUrl,
  AUTH_GOOGLE_ID: text,
  AUTH_GOOGLE_SECRET: text,
  AUTH_OIDC_ISSUER: httpUrl,
  AUTH_OIDC_ID: text,
  AUTH_OIDC_SECRET: text,
  AUTH_OIDC_NAME: text,
  AUTH_DEV_LOGIN: flag,
  /** The server log's level (lib/observability/log.ts; default info). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /** The name of this process in every log line (default `<hostname>:<pid>`); the cluster sets HAProxy's server name. */
  INSTANCE_NAME: z.string().trim().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'letters, digits and . _ : -'),
  TRUST_PROXY: z.string().trim().regex(/^\d+$/, 'a whole number').transform(Number),
  RATE_LIMIT_SCALE: positiveNumber,
  E2E_TEST_HOOKS: flag,
  /** The bearer token GET /api/metrics asks for (Prometheus's scrape); unset: the route answers 404. */
  METRICS_TOKEN: z.string().trim().min(16, 'at least 16 characters (openssl rand -hex 32)'),
  /** The content pages (lib/content/site-links.ts): where to write, donation links, the footer's social links. */
  CONTACT_EMAIL: z.email(),
  DONATE_COFFEE_URL: httpUrl,
  DONATE_BTC_ADDRESS: z.string().trim().regex(/^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$/, 'a Bitcoin address'),
  DONATE_ETH_ADDRESS: z.string().trim().regex(/^0x[0-9a-fA-F]{40}$/, 'an Ethereum address'),
  SOCIAL_DISCORD_URL: httpUrl,
  SOCIAL_GITHUB_URL: httpUrl,
  SOCIAL_REDDIT_URL: httpUrl,
  SOCIAL_X_URL: httpUrl,
  /** Comma-separated e-mail addresses: an account signing in with one of them becomes owner. */
  OWNER_EMAILS: z
    .string()
    .transform((list) => list.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email()).min(1)),
} as const;

export type EnvName = keyof typeof RULES;
declare const validated: unique symbol;
/** The validated settings (only readEnv() makes one): a variable unset, empty or breaking its rule is absent. */
export type Env = { readonly [Name in EnvName]?: z.output<(typeof RULES)[Name]> } & { readonly [validated]: true };
/** Where settings come from: process.env, or a test's own object. */
export type EnvSource = Readonly<Partial<Record<string, string>>>;

const SET_A_SECRET = 'Set it to a long random value (openssl rand -base64 32).';

/** Production does not start without these, each with what it says (development and tests use fixed fallbacks). */
export const REQUIRED_IN_PRODUCTION: Partial<Record<EnvName, string>> = {
  AUTH_SECRET: `AUTH_SECRET is required in production: it signs the sessions and seals the endless rounds. ${SET_A_SECRET}`,
  DAILY_SECRET: `DAILY_SECRET is required in production: it keys the order of the daily puzzles. ${SET_A_SECRET}`,
  NEXT_PUBLIC_SITE_URL: SITE_URL_REQUIRED,
};

const ENV_NAMES = Object.keys(RULES) as EnvName[];

/** The fixed secrets development and tests fall back to, so that a fresh clone runs without settings. */
const DEVELOPMENT_SECRETS = {
  AUTH_SECRET: 'guessdle-development-secret-not-for-production',
  DAILY_SECRET: 'guessdle-development-daily-secret-not-for-production',
} as const;

/**
 * A secret setting (REQUIRED_IN_PRODUCTION), or outside production its fixed development fallback: the one
 * place a secret may come from something other than the settings. Production has no fallback (undefined:
 * its callers refuse to work).
 */
export function secretSetting(name: keyof typeof DEVELOPMENT_SECRETS, env: Env = readEnv()): string | undefined {
  const value = env[name];
  if (value) return value;
  return isProduction(env) ? undefined : DEVELOPMENT_SECRETS[name];
}

function rawValue(source: EnvSource, name: EnvName): string | undefined {
  const value = source[name];
  return value === undefined || value === '' ? undefined : value;
}

export function readEnv(source: EnvSource = process.env): Env {
  const env: Partial<Record<EnvName, unknown>> = {};
  for (const name of ENV_NAMES) {
    const value = rawValue(source, name);
    if (value === undefined) continue;
    const parsed = RULES[name].safeParse(value);
    if (parsed.success) env[name] = parsed.data;
  }
  return env as unknown as Env;
}

export function isProduction(env: Env = readEnv()): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * What is wrong with the settings: a value breaking its rule, or (in production) a required one missing, or a
 * public address other than the one the build was made for (`builtSiteUrl`: Next writes the build's
 * NEXT_PUBLIC_SITE_URL into the server's code, so a different one at start would be silently ignored).
 */
export function checkEnv(source: EnvSource = process.env, builtSiteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL): string[] {
  const problems: string[] = [];
  for (const name of ENV_NAMES) {
    const value = rawValue(source, name);
    if (value === undefined) continue;
    const parsed = RULES[name].safeParse(value);
    if (!parsed.success) problems.push(`${name} is not valid (${parsed.error.issues[0]?.message ?? 'unreadable'}), so it is ignored.`);
  }
  const env = readEnv(source);
  if (isProduction(env)) {
    for (const [name, problem] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (rawValue(source, name as EnvName) === undefined) problems.push(problem);
    }
    const built = builtSiteUrl ? env.NEXT_PUBLIC_SITE_URL && builtAddress(builtSiteUrl) : undefined;
    if (built && built !== env.NEXT_PUBLIC_SITE_URL) {
      problems.push(
        `NEXT_PUBLIC_SITE_URL is ${env.NEXT_PUBLIC_SITE_URL} here, but this build was made for ${built} (the pages carry the build's address): start with NEXT_PUBLIC_SITE_URL=${built}, or build again with the new address.`,
      );
    }
  }
  return problems;
}

function builtAddress(value: string): string | undefined {
  try {
    return resolveSiteUrl(value, false);
  } catch {
    return undefined;
  }
}

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`[startup] The server's settings are incomplete:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

/**
 * Start-up (instrumentation.ts): production stops with every problem listed; elsewhere they are logged. These
 * two stay plain console lines, not the JSON log (lib/observability/log.ts): the logger is set by these very
 * settings (LOG_LEVEL, INSTANCE_NAME), which may be the broken ones.
 */
export function assertEnvAtStartup(source: EnvSource = process.env, warn: (message: string) => void = console.warn): void {
  const problems = checkEnv(source);
  if (problems.length === 0) return;
  const error = new EnvError(problems);
  if (isProduction(readEnv(source))) throw error;
  warn(error.message);
}

/** instrumentation.ts: assertEnvAtStartup, and a production server that fails it exits (Next would keep a process that never listens). */
export function stopUnlessEnvIsComplete(): void {
  try {
    assertEnvAtStartup();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
