import { expect, test } from './helpers/fixtures';
import { signUp } from './helpers/sign-in';

const GAME = 'bible-books';
const ANSWER = 'Ruth';
const CLOUD_SAVE_FAILED = 'Failed to save your progress to the cloud. Playing offline for now.';

const keptEntries = () => Object.keys(localStorage).filter((key) => key.startsWith('guessdle-outbox:')).length;

test.afterEach(async ({ request }) => {
  await request.post('/api/test/faults', { data: { failRecordings: 0 } });
});

test('a signed-in win the server cannot store waits in the browser, survives a closed tab, and lands once the server can store it', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await request.post('/api/test/daily-puzzle', { data: { game: GAME, item: ANSWER } });
  const username = `Keeper${Date.now().toString(36).slice(-6)}`;
  await signUp(page, username);

  // Every recording fails, as when the database stalls: the guess is judged, not stored.
  await request.post('/api/test/faults', { data: { failRecordings: 1000 } });
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 0');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill(ANSWER);
  await input.press('Enter');
  await expect(page.getByTestId('victory')).toBeVisible();
  await expect(page.getByText(CLOUD_SAVE_FAILED)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText("Not saved yet — we'll keep trying");
  await expect(page.getByTestId('mode-badge')).toContainText("Daily Streak: 1 (pending: today's win is not saved yet)");
  expect(await page.evaluate(keptEntries)).toBe(1);
  await page.close();

  // The server can store again; the player comes back in a new tab.
  await request.post('/api/test/faults', { data: { failRecordings: 0 } });
  const again = await context.newPage();
  await again.goto(`/solve/${GAME}`);
  await expect(again.getByTestId('victory')).toBeVisible();
  await expect(again.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await expect(again.getByTestId('mode-badge')).toContainText(/Daily Streak: 1$/);
  await expect.poll(() => again.evaluate(keptEntries)).toBe(0);

  // The server has it: a fresh load reads the win and the streak from the database.
  await again.goto('/daily');
  await expect(again.getByTestId(`streak-${GAME}`)).toHaveText('1');
  await again.goto(`/solve/${GAME}`);
  await expect(again.getByTestId('victory')).toBeVisible();
  await expect(again.getByTestId('save-status')).toBeEmpty();
});
