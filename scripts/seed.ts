/** `npm run db:seed`: migrates, then adds the demo players (idempotent). */
import { getDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';

async function main() {
  const database = await getDatabase();
  const created = await seedDemoData(database.db);
  console.log(`Seeded ${created} demo players (${database.driver}).`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
