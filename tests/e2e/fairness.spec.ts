import { expect, test, type Page } from './helpers/fixtures';

/**
 * Issue 30 item 5: the "Verify" link beside yesterday's answer on a game page opens /fairness, whose browser
 * check recomputes yesterday's commitment and shows "Verified"; a tampered reveal (edited by hand, or altered on
 * its way from the server) shows the mismatch, expected vs computed; a day not revealed gets a clear message.
 */
const GAME = 'subnautica-creatures';
const YESTERDAY_ITEM = 'Peeper';

function chicagoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Yesterday's puzzle, stored at `storedAt` (by default days before it began, as puzzles published ahead are). */
async function setYesterday(page: Page, storedAt = `${chicagoDay(-3)}T12:00:00Z`) {
  const data = { game: GAME, item: YESTERDAY_ITEM, date: chicagoDay(-1), storedAt };
  expect((await page.request.post('/api/test/daily-puzzle', { data })).status()).toBe(200);
}

test('the Verify link beside yesterday\'s answer opens /fairness, which shows "Verified" for yesterday', async ({ page }) => {
  await setYesterday(page);
  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('yesterdays-answer')).toContainText(`was ${YESTERDAY_ITEM}`);
  await page.getByRole('link', { name: 'Verify', exact: true }).click();
  await page.waitForURL(`**/fairness?game=${GAME}&date=${chicagoDay(-1)}#fairness-check`);
  await expect(page.getByRole('heading', { name: 'Provably fair answers', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fairness-day')).toHaveValue(chicagoDay(-1));
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue(YESTERDAY_ITEM);
  await expect(page.getByTestId('fairness-result')).toHaveText('Verified');
  // Today's and the next 30-odd days' commitments are listed; neither today's item nor its salt is on the page.
  await expect(page.getByTestId('fairness-commitments').locator('tbody tr')).toHaveCount(36);
  await expect(page.getByTestId('fairness-commitments').locator('tbody tr').first()).toContainText(chicagoDay(0));
});

test('a tampered item shows the mismatch, expected vs computed; putting it back verifies again', async ({ page }) => {
  await setYesterday(page);
  await page.goto(`/fairness?game=${GAME}&date=${chicagoDay(-1)}`);
  await expect(page.getByTestId('fairness-result')).toHaveText('Verified');
  const commitment = await page.getByLabel('Commitment published before the day').inputValue();
  await page.getByLabel('Item', { exact: true }).fill('Reaper Leviathan');
  await expect(page.getByTestId('fairness-result')).toContainText('Mismatch: the commitment does not match this item and salt.');
  await expect(page.getByTestId('fairness-expected')).toHaveText(commitment);
  await expect(page.getByTestId('fairness-computed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('fairness-computed')).not.toHaveText(commitment);
  await page.getByLabel('Item', { exact: true }).fill(YESTERDAY_ITEM);
  await expect(page.getByTestId('fairness-result')).toHaveText('Verified');
  // A salt that is not 64 hex characters is malformed, said plainly.
  await page.getByLabel('Salt').fill('not-a-salt');
  await expect(page.getByTestId('fairness-result')).toHaveText('This reveal is malformed: the salt is not 64 lowercase hex characters. It cannot be checked.');
});

test('a reveal altered on its way from the server shows the mismatch', async ({ page }) => {
  await setYesterday(page);
  await page.route(`**/api/fairness/${GAME}?page=*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.reveals = body.reveals.map((reveal: { date: string; item: string }) => (reveal.date === chicagoDay(-1) ? { ...reveal, item: 'Crabsnake' } : reveal));
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/fairness?game=${GAME}&date=${chicagoDay(-1)}`);
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue('Crabsnake');
  await expect(page.getByTestId('fairness-result')).toContainText('Mismatch');
});

test('a day not over yet, and a malformed date, get a clear message', async ({ page }) => {
  await page.goto(`/fairness?game=${GAME}&date=${chicagoDay(0)}`);
  await expect(page.getByTestId('fairness-date-notice')).toHaveText(
    `There is no reveal for ${chicagoDay(0)} yet: a day's item and salt are revealed only after that day is over in Chicago, and only for days whose puzzle was stored.`,
  );
  await page.goto(`/fairness?game=${GAME}&date=yesterday`);
  await expect(page.getByTestId('fairness-date-notice')).toHaveText('"yesterday" is not a date: write it YYYY-MM-DD.');
});

test('issue 36 item 9: the Verify link lands on the check\'s result and focuses it (client navigation and a direct load)', async ({ page }) => {
  await setYesterday(page);
  await page.goto(`/solve/${GAME}`);
  await page.getByRole('link', { name: 'Verify', exact: true }).click();
  const result = page.getByTestId('fairness-result');
  await expect(result).toHaveText('Verified');
  // The page names no repository file a player cannot open.
  await expect.soft(page.locator('main')).not.toContainText('SECURITY.md');
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();

  await page.goto('/');
  await page.goto(`/fairness?game=${GAME}&date=${chicagoDay(-1)}#fairness-check`);
  await expect(page.getByTestId('fairness-result')).toBeFocused();
  await expect(page.getByTestId('fairness-result')).toBeInViewport();
});

test('issue 36 item 10: a day stored after it began says "committed when first served", one stored before "published before the day"', async ({ page }) => {
  // Yesterday stored at noon of its day (as when the archive first served it); the day before stored days ahead.
  await setYesterday(page, `${chicagoDay(-1)}T12:00:00Z`);
  const dayBefore = { game: GAME, item: 'Crabsnake', date: chicagoDay(-2), storedAt: `${chicagoDay(-4)}T12:00:00Z` };
  expect((await page.request.post('/api/test/daily-puzzle', { data: dayBefore })).status()).toBe(200);

  await page.goto(`/fairness?game=${GAME}&date=${chicagoDay(-1)}`);
  await expect(page.getByTestId('fairness-result')).toHaveText('Verified');
  await expect(page.getByLabel('Commitment, committed when first served')).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(page.getByLabel('Commitment published before the day')).toHaveCount(0);
  await expect(page.getByTestId('fairness-when-first-served')).toBeVisible();

  await page.getByTestId('fairness-day').selectOption(chicagoDay(-2));
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue('Crabsnake');
  await expect(page.getByTestId('fairness-result')).toHaveText('Verified');
  await expect(page.getByLabel('Commitment published before the day')).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('fairness-when-first-served')).toHaveCount(0);
});
