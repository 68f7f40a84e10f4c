import { expect, test } from './helpers/fixtures';
import { signInWithProvider, signOut, signUp, uniqueLogin } from './helpers/sign-in';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

test('a new player signs in through the provider, chooses a username and sees it in the menu', async ({ page }) => {
  await signInWithProvider(page, uniqueLogin('newbie'));
  await expect(page.getByRole('status')).toHaveText(/Signing you in\.\.\.|Welcome! Setting up your profile\.\.\./);
  await page.waitForURL('**/username-setup');

  const input = page.getByLabel('Username', { exact: true });
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(page.getByText('3-20 characters long')).toHaveAttribute('data-passes', 'false');
  await input.fill('ab');
  await expect(page.getByText('3-20 characters long')).toHaveAttribute('data-passes', 'false');
  await expect(page.getByText('Only letters (a-z, A-Z) and numbers (0-9)')).toHaveAttribute('data-passes', 'true');
  await input.fill('bad name!');
  await expect(page.getByText('Only letters (a-z, A-Z) and numbers (0-9)')).toHaveAttribute('data-passes', 'false');
  await expect(continueButton).toBeDisabled();
  await input.fill('x'.repeat(25));
  await expect(input).toHaveValue('x'.repeat(20));

  const username = uniqueName('Hero');
  await input.fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
  for (const feature of ['Daily challenges', 'Achievements & streaks', 'Track your progress']) await expect(page.getByRole('main').getByText(feature, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Games' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(username) });
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(menu).toBeVisible();
  await menu.click();
  const items = page.getByRole('menu', { name: 'Account' }).getByRole('menuitem');
  await expect(items).toHaveText(['Profile', 'Achievements', 'Stats', 'Settings', 'Logout']);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();

  await page.goto('/settings');
  await expect(page.getByRole('main').getByText(username)).toBeVisible();
});

test('a signed-in player without a username is sent to /username-setup from any page', async ({ page }) => {
  await signInWithProvider(page, uniqueLogin('nameless'));
  await page.waitForURL('**/username-setup');
  for (const path of ['/', '/daily', '/solve/pokemon', '/leaderboard', '/stats', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/username-setup$/);
  }
});

test('a name is unavailable to a second player whatever its case, and sign-out in one tab signs out the other', async ({ browser }) => {
  const username = uniqueName('Twin');
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUp(firstPage, username);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signInWithProvider(secondPage, uniqueLogin('rival'));
  await secondPage.waitForURL('**/username-setup');
  await secondPage.getByLabel('Username', { exact: true }).fill(username.toLowerCase());
  await expect(secondPage.getByText('Username is already taken')).toBeVisible();
  await expect(secondPage.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await second.close();

  const otherTab = await first.newPage();
  await otherTab.goto('/daily');
  await expect(otherTab.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
  await signOut(firstPage);
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await otherTab.goto('/stats');
  await expect(otherTab).toHaveURL(/\/login$/);
  await first.close();
});

test('signed-out visitors are sent to /login from private pages and to / from /admin', async ({ page }) => {
  for (const path of ['/stats', '/settings', '/profile', '/achievements', '/username-setup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/callback?error=AccessDenied');
  await expect(page.getByText('Authentication failed: access was denied. Redirecting...')).toBeVisible();
  await page.waitForURL('**/login', { timeout: 5000 });
});

test('the production server offers no development sign-in and refuses one', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Login with Test Provider' })).toBeVisible();
  await expect(page.getByText('Development sign-in')).toHaveCount(0);
  await expect(page.getByText('By continuing, you agree to our')).toBeVisible();

  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const attempt = await page.request.post('/api/auth/callback/dev', { form: { name: 'Intruder', csrfToken: csrf.csrfToken }, maxRedirects: 0 });
  expect(attempt.status()).not.toBe(200);
  expect((await page.request.get('/auth/me')).status()).toBe(401);
});
