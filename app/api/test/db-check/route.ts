import { getDb } from '@/db/client';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { checkConsistency, formatReport } from '@/lib/services/site/consistency-check';

/**
 * E2E only (404 unless E2E_TEST_HOOKS=true): `npm run db:check` run by the server itself, for the suite's
 * global teardown on PGlite, whose folder the server process holds while Playwright's teardown runs.
 */
export const GET = route({ onlyIf: testHooksEnabled, guard: requireTestHooks }, async () => {
  const report = await checkConsistency(await getDb());
  return { clean: report.clean, lines: formatReport(report) };
});
