/** Runs once when a server process starts: opens the database and applies pending migrations. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stopUnlessEnvIsComplete, readEnv } = await import('./lib/env');
  stopUnlessEnvIsComplete(); // production stops here, naming every missing or broken setting
  (await import('./lib/http/rate-limit-startup')).startRateLimiting();
  (await import('./lib/http/method-gate')).installMethodGate(); // TRACE and other methods a route lacks: 405 before Next
  (await import('./lib/observability/http-metrics')).installHttpMetrics(); // every request timed, by route template
  // SIGTERM: /api/health 503, no new connections, the requests in flight finish, pools closed, exit 0.
  (await import('./lib/observability/shutdown')).installShutdown(readEnv().SHUTDOWN_GRACE_MS);
  (await import('./lib/observability/request-log')).startRequestLog(); // one JSON line per request (LOG_LEVEL)
  (await import('./lib/http/forwarded-warning')).startForwardedWarning(); // X-Forwarded-For while TRUST_PROXY is off
  (await import('./lib/auth/dev-login-warning')).warnIfDevLoginInProduction();
  const { getDatabase } = await import('./db/client');
  const { STARTUP_DEADLINE_MS } = await import('./db/deadline');
  try {
    const database = await getDatabase(STARTUP_DEADLINE_MS);
    if (readEnv().GUESSDLE_SEED_DEMO) {
      const { seedDemoData } = await import('./lib/services/demo/seed');
      await seedDemoData(database.db);
    }
  } catch (error) {
    // The site still starts; /api/health answers 503 and requests retry the connection.
    (await import('./lib/observability/log')).log().error({ err: error }, '[startup] database not ready');
  }
}
