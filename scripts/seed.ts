/** `npm run db:seed`: migrates, then adds the demo players (idempotent). */
import { getDatabase } from '../db/client';
import { STARTUP_DEADLINE_MS } from '../db/deadline';
import { seedDemoData } from '../lib/services/demo/seed';

async function main() {
  const database = await getDatabase(STARTUP_DEADLINE_MS);
  const created = await seedDemoData(database.db);
  console.log(`Seeded ${created} demo players (${database.driver}).`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
