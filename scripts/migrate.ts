/** `npm run db:migrate`: applies drizzle/ migrations to DATABASE_URL, or to the PGlite folder when unset. */
import { getDatabase } from '../db/client';
import { STARTUP_DEADLINE_MS } from '../db/deadline';

async function main() {
  const database = await getDatabase(STARTUP_DEADLINE_MS);
  console.log(`Migrations applied (${database.driver}).`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
