import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric of the process, in one prom-client registry (GET /api/metrics exposes it; docs/OPERATIONS.md
 * says what each means). The names are a contract with ops/prometheus/: do not rename. The registry lives on
 * globalThis because route handlers, pages and instrumentation.ts are separate bundles, each with its own copy
 * of this module: one registry, one set of metrics, default metrics collected once.
 *
 * Labels take values from fixed sets only (route templates, game ids, limit names, causes), never a raw path or
 * anything a visitor chooses, so the number of series stays bounded.
 */
export type Mode = 'daily' | 'endless';
export type Saved = true | false | null;
export type UnavailableCause = 'database_timeout' | 'database_unavailable' | 'breaker_open' | 'upload_busy';
export type PoolName = 'app' | 'page';

function makeMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template (never the raw path; unknown paths are "other"), method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10],
      registers,
    }),
    guessesJudged: new Counter({
      name: 'guessdle_guesses_judged_total',
      help: 'Guesses judged, by game and mode (daily, endless).',
      labelNames: ['game', 'mode'] as const,
      registers,
    }),
    wins: new Counter({
      name: 'guessdle_wins_total',
      help: 'Winning guesses answered, by game, mode and the saved the answer carried (true, false, null: unknown).',
      labelNames: ['game', 'mode', 'saved'] as const,
      registers,
    }),
    unsavedWinsRecovered: new Counter({
      name: 'guessdle_unsaved_wins_recovered_total',
      help: 'Wins first answered saved false or null that a later resend under the same guess key stored.',
      labelNames: ['game', 'mode'] as const,
      registers,
    }),
    guessReplays: new Counter({
      name: 'guessdle_guess_replays_total',
      help: 'Resent guesses (same guess key) answered from the record instead of recorded again.',
      labelNames: ['game', 'mode'] as const,
      registers,
    }),
    receiptsBackdated: new Counter({
      name: 'guessdle_receipts_backdated_total',
      help: 'Daily guesses stored for an earlier day than today, on the proof of their judgement receipt.',
      labelNames: ['game'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'guessdle_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (lib/http/limits.ts), by limit name.',
      labelNames: ['limit'] as const,
      registers,
    }),
    unavailable: new Counter({
      name: 'guessdle_unavailable_total',
      help: 'Answers 503, by cause: database_timeout, database_unavailable, breaker_open, upload_busy.',
      labelNames: ['cause'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'guessdle_page_cache_total',
      help: 'Page requests the shared page cache took part in (lib/http/shared-page-cache.ts): replayed from a kept render, filled (rendered and kept), or rendered while another render filled it.',
      labelNames: ['result'] as const,
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'guessdle_db_pool_connections',
      help: 'Database work holding a connection (in_use) and waiting for one (waiting), by pool (app, page).',
      labelNames: ['pool', 'state'] as const,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'guessdle_db_query_duration_seconds',
      help: 'Time of a database query or transaction (waiting for a connection included), by pool.',
      labelNames: ['pool'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
      registers,
    }),
    dbCommitOutcomeUnknown: new Counter({
      name: 'guessdle_db_commit_outcome_unknown_total',
      help: 'Transactions whose COMMIT was sent and not confirmed: they may or may not have been applied.',
      registers,
    }),
    databaseUp: new Gauge({
      name: 'guessdle_database_up',
      help: '1 when the database answered a select 1 within 1 s at scrape time, else 0.',
      registers,
      collect: () => refreshAtScrape(),
    }),
    snapshotAge: new Gauge({
      name: 'guessdle_leaderboard_snapshot_age_seconds',
      help: 'Age of the newest leaderboard snapshot at scrape time (absent while the database does not answer).',
      registers,
      collect: () => refreshAtScrape(),
    }),
    commitmentsAhead: new Gauge({
      name: 'guessdle_fairness_commitments_ahead_days',
      help: 'Days after today for which the fairness commitment of the daily answer is published, by game (absent while the database does not answer).',
      labelNames: ['game'] as const,
      registers,
      collect: () => refreshAtScrape(),
    }),
    pendingRevocations: new Gauge({
      name: 'guessdle_pending_revocations',
      help: 'Session revocations waiting to be applied (absent while the database does not answer).',
      registers,
      collect: () => refreshAtScrape(),
    }),
  };
}

export type Metrics = ReturnType<typeof makeMetrics>;

const holder = globalThis as unknown as {
  __guessdleMetrics?: Metrics;
  __guessdleScrapeReader?: (metrics: Metrics) => Promise<void>;
  __guessdleScrapeInFlight?: Promise<void>;
};

/** The process's metrics (made on first use). */
export function metrics(): Metrics {
  return (holder.__guessdleMetrics ??= makeMetrics());
}

/**
 * What sets the scrape-time gauges (lib/observability/scrape-gauges.ts registers it): it reads the database
 * with short deadlines and must never throw. Every gauge's collect() awaits the same run, once per scrape.
 */
export function setScrapeReader(reader: (metrics: Metrics) => Promise<void>): void {
  holder.__guessdleScrapeReader = reader;
}

function refreshAtScrape(): Promise<void> {
  const reader = holder.__guessdleScrapeReader;
  if (!reader) return Promise.resolve();
  return (holder.__guessdleScrapeInFlight ??= reader(metrics())
    .catch(() => {})
    .finally(() => {
      holder.__guessdleScrapeInFlight = undefined;
    }));
}

/**
 * The win series start at 0 for every game, mode and outcome: Prometheus's increase() cannot see a series'
 * first increment, so a series made by the first unsaved win would hide that win from the wins-not-saved
 * alert (docs/OPERATIONS.md).
 */
export function startWinSeriesAtZero(games: readonly string[]): void {
  count((m) => {
    for (const game of games) {
      for (const mode of ['daily', 'endless'] as const) {
        for (const saved of ['true', 'false', 'null']) m.wins.inc({ game, mode, saved }, 0);
        m.unsavedWinsRecovered.inc({ game, mode }, 0);
      }
    }
  });
}

/** 200 → `2xx`: the status class label (anything outside 100–599 is `5xx`). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : '5xx';
}

/** A metric update must never fail the work it counts. */
export function count(update: (m: Metrics) => void): void {
  try {
    update(metrics());
  } catch (error) {
    console.error('[metrics] update failed', error instanceof Error ? error.message : error);
  }
}

/** A guess judged (every guess, whoever sends it). */
export function countJudged(game: string, mode: Mode): void {
  count((m) => m.guessesJudged.inc({ game, mode }));
}

/** A winning answer carrying `saved` (a guest's win carries none and is not counted here). */
export function countWin(game: string, mode: Mode, saved: Saved): void {
  count((m) => m.wins.inc({ game, mode, saved: String(saved) }));
}

/** A win first answered saved false or null, answered saved true to the outbox's resend (lib/services/play/play.ts). */
export function countRecovered(game: string, mode: Mode): void {
  count((m) => m.unsavedWinsRecovered.inc({ game, mode }));
}
