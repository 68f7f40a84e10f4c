/**
 * Issue 36 item 3: two achievements unlock on the client's word alone (the easter egg call, How to Play
 * reported read). They stay, as the spec's easter eggs, but their definitions say so: the achievements
 * flagged `selfReported` are exactly the ones a player can unlock with the calls that report an act.
 */
import { POST as easterEgg } from '@/app/api/achievements/easter-egg/route';
import { POST as userActivity } from '@/app/api/user-activities/route';
import { CATALOGUE } from '@/lib/achievements/definitions';
import { grantEarnedAchievements } from '@/lib/services/achievements/achievements';
import { ACTIVITY_TYPES } from '@/lib/validation/achievements';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

test('the definitions flagged self-reported are exactly those the client can claim with one call each', async () => {
  const player = await insertUser(database.db);
  await grantEarnedAchievements(database.db, player); // what the account earns by existing (Founder) is not claimed
  await actAs(player);
  const claimed: string[] = [];
  const egg = await callRoute<{ newAchievements: { key: string }[] }>(easterEgg, { method: 'POST', body: { easterEgg: 'capybara' } });
  expect(egg.status).toBe(200);
  claimed.push(...egg.json.newAchievements.map((achievement) => achievement.key));
  for (const activity_type of ACTIVITY_TYPES) {
    const reported = await callRoute<{ newAchievements: { key: string }[] }>(userActivity, { method: 'POST', body: { activity_type } });
    expect(reported.status).toBe(200);
    claimed.push(...reported.json.newAchievements.map((achievement) => achievement.key));
  }
  const flagged = CATALOGUE.filter((entry) => entry.selfReported).map((entry) => entry.key);
  expect(claimed.sort()).toEqual(flagged.sort());
  expect(flagged.sort()).toEqual(['capybara', 'how-to-play']);
});
