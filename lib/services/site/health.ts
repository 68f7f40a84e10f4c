import 'server-only';
import { configuredDriver, getDatabase, type DriverName } from '@/db/client';
import { pingDatabase } from '@/db/queries/health';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/messages/site';
import { log } from '@/lib/observability/log';

export type HealthReport =
  | { ok: true; db: DriverName }
  | { ok: false; db: DriverName; error: string; code: 'database_unavailable' };

/** GET /api/health: whether the database opens and answers within its deadline, and which driver it is. */
export async function checkHealth(): Promise<HealthReport> {
  try {
    const database = await getDatabase();
    await pingDatabase(database.db);
    return { ok: true, db: database.driver };
  } catch (error) {
    log().error({ err: error }, '[health] database check failed');
    return { ok: false, db: configuredDriver(), error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' };
  }
}
