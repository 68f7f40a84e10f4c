import { expect, test, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';

const GAME = 'aoe2-units';
const ANSWER = 'Spearman';

async function guess(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill(name);
  await input.press('Enter');
}

test('a signed-in win unlocks achievements: toasts with confetti, NEW on /achievements until a reload, the modal, the hidden word, the public page', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  await request.post('/api/test/daily-puzzle', { data: { game: GAME, item: ANSWER } });
  const username = `Medal${Date.now().toString(36).slice(-6)}`;
  await signUp(page, username, uniqueLogin('medal'));

  await page.goto(`/solve/${GAME}`);
  await expect(page.getByTestId('mode-badge')).toContainText('Daily Streak: 0');
  await guess(page, ANSWER);
  await expect(page.getByTestId('victory')).toBeVisible();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Achievement unlocked!').first()).toBeVisible();
  await expect(toasts.getByText('First Victory')).toBeVisible();
  await expect(toasts.getByText('Flawless')).toBeVisible();
  // The confetti: canvas-confetti draws on a canvas it adds to the page, 800 ms after the toasts.
  await expect(page.locator('body > canvas')).toHaveCount(1, { timeout: 5_000 });

  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Your Achievements' })).toBeVisible();
  const firstVictory = page.getByRole('button', { name: /^First Victory\W+Common\W+NEW\W+unlocked$/ });
  await expect(firstVictory).toBeVisible();
  await expect(firstVictory.getByText('NEW')).toBeVisible();
  await firstVictory.click();
  const modal = page.getByRole('dialog', { name: 'First Victory' });
  await expect(modal.getByText(/^Unlocked on /)).toBeVisible();
  await expect(modal.getByText(/players? ha(s|ve) this achievement$/)).toBeVisible();
  await modal.getByRole('button', { name: 'Close achievement' }).click();
  // A locked one shows its progress: the current streak over the threshold, in days.
  await page.getByRole('button', { name: 'Daily Streak', exact: true }).click();
  await page.getByRole('button', { name: /^Week Warrior\W+Common\W+1\/7 days\W+locked$/ }).click();
  const locked = page.getByRole('dialog', { name: 'Week Warrior' });
  await expect(locked.getByText('Not yet unlocked')).toBeVisible();
  await expect(locked.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1/7 days (14%)');
  await expect(locked.getByText('1/7 days')).toBeVisible();
  await locked.getByRole('button', { name: 'Close achievement' }).click();

  await page.reload();
  await expect(page.getByRole('button', { name: /^First Victory\W+Common\W+unlocked$/ })).toBeVisible();
  await expect(page.getByText('NEW', { exact: true })).toHaveCount(0);

  // The hidden word: Submit is enabled for it, the box is cleared, no row is added, the hidden one unlocks.
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill('capybara');
  await expect(page.getByRole('button', { name: 'Guess', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Capybara Friend')).toBeVisible();
  await expect(page.getByTestId('attempt-row')).toHaveCount(0);

  // A visitor sees the public achievements page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/profile/${username.toLowerCase()}/achievements`);
  await expect(visitorPage).toHaveURL(new RegExp(`/profile/${username}/achievements$`));
  await expect(visitorPage.getByRole('region', { name: 'Player' }).getByRole('link', { name: username })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: /^Capybara Friend\W+Rare\W+unlocked$/ })).toBeVisible();
  await expect(visitorPage.getByText('NEW', { exact: true })).toHaveCount(0);
  const structured = JSON.parse((await visitorPage.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(structured['@type']).toBe('ProfilePage');
  expect(structured.mainEntity.award).toEqual(expect.arrayContaining(['First Victory', 'Capybara Friend']));
  await visitor.close();
});

test('a guest typing the hidden word only clears the box', async ({ page }) => {
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill('Capybara');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('attempt-row')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Achievement unlocked!')).toHaveCount(0);
});
