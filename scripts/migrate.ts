/** `npm run db:migrate`: applies drizzle/ migrations to DATABASE_URL, or to the PGlite folder when unset. */
import { getDatabase } from '../db/client';

async function main() {
  const database = await getDatabase();
  console.log(`Migrations applied (${database.driver}).`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
