import { expect, test, type Page } from './helpers/fixtures';
import { APPEARANCE_STORAGE_KEY } from '../../lib/appearance/appearance';
import { SITE_BACKGROUNDS } from '../../lib/site';
import { signInWithProvider, signUp, uniqueLogin } from './helpers/sign-in';

/**
 * Themes (issue 30 item 2): chosen in the menu or on /settings, remembered in the browser and on the account,
 * "system" following prefers-color-scheme live, and applied before the first paint.
 */

/** '#f6f7fb' → 'rgb(246, 247, 251)', as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const LIGHT = rgb(SITE_BACKGROUNDS.light);
const DARK = rgb(SITE_BACKGROUNDS.dark);

const html = (page: Page) => page.locator('html');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseInMenu(page: Page, theme: 'System' | 'Light' | 'Dark', highContrast?: boolean) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Appearance' }).click();
  const panel = banner.getByRole('group', { name: 'Appearance' });
  await panel.getByRole('radio', { name: theme }).check();
  if (highContrast !== undefined) await panel.getByRole('checkbox', { name: 'High-contrast colours' }).setChecked(highContrast);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** CSP refusals and script errors while `page` is open. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.use({ colorScheme: 'dark' });

test('Light chosen in the menu applies at once and again after a reload, the system being dark', async ({ page }) => {
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(DARK);
  await chooseInMenu(page, 'Light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT);
  // The chooser is keyboard-usable: it opens from the keyboard and shows the stored choice.
  await page.getByRole('banner').getByRole('button', { name: 'Appearance' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Appearance' })).toBeFocused();
});

test.describe('the first paint', () => {
  // The site's service worker would fetch the scripts itself, out of page.route's reach: this check holds them.
  test.use({ serviceWorkers: 'block' });
  for (const path of ['/', '/leaderboard']) {
    test(`${path}: the first paint already has the stored light theme (read before any of Next's scripts ran)`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify({ theme: 'light', highContrast: true })), [APPEARANCE_STORAGE_KEY]);
      // Every script of the app is held until the background has been read.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route('**/_next/static/**/*.js', async (route) => {
        held += 1;
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.body !== null && document.querySelector('header') !== null);
      const firstPaint = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        theme: document.documentElement.dataset.theme,
        contrast: document.documentElement.dataset.contrast,
      }));
      expect(held).toBeGreaterThan(0);
      expect(firstPaint).toEqual({ background: LIGHT, theme: 'light', contrast: 'high' });
      release();
      // Then the app runs and keeps it (hydration changes nothing).
      await expect(page.getByRole('banner').getByRole('button', { name: 'Appearance' })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    });
  }
});

test('"System" follows a live change of prefers-color-scheme; a chosen theme does not', async ({ page }) => {
  await page.goto('/solve/pokemon');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await chooseInMenu(page, 'Dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(200);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await chooseInMenu(page, 'System');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the high-contrast switch sets data-contrast="high" and survives a reload; off removes it', async ({ page }) => {
  await page.goto('/solve/pokemon');
  await expect(html(page)).not.toHaveAttribute('data-contrast', /.*/);
  await chooseInMenu(page, 'Light', true);
  await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  await chooseInMenu(page, 'Light', false);
  await expect(html(page)).not.toHaveAttribute('data-contrast', /.*/);
});

test('signed in: Dark and high contrast chosen on one device are what another device gets after signing in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const login = uniqueLogin('theme');
  const username = `Thm${Date.now().toString(36).slice(-6)}`;
  await signUp(page, username, login);
  const saved = page.waitForResponse((response) => response.url().endsWith('/appearance') && response.request().method() === 'PUT');
  await chooseInMenu(page, 'Dark', true);
  expect((await saved).status()).toBe(200);

  const other = await browser.newContext({ colorScheme: 'light' });
  const phone = await other.newPage();
  const errors = watchForErrors(phone);
  await phone.goto('/');
  await expect(html(phone)).toHaveAttribute('data-theme', 'light');
  await signInWithProvider(phone, login);
  await phone.waitForURL((url) => !url.pathname.startsWith('/auth/callback'));
  await expect(html(phone)).toHaveAttribute('data-theme', 'dark');
  await expect(html(phone)).toHaveAttribute('data-contrast', 'high');
  // Stored in that browser too: its next load paints it first; /settings shows the same choice.
  await phone.goto('/settings');
  await expect(html(phone)).toHaveAttribute('data-theme', 'dark');
  const section = phone.getByRole('region', { name: 'Appearance' });
  await expect(section.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'High-contrast colours' })).toBeChecked();
  // A change on /settings goes to the account, and the first device follows on its next load.
  await section.getByRole('radio', { name: 'Light' }).check();
  await expect(html(phone)).toHaveAttribute('data-theme', 'light');
  await expect.poll(async () => (await phone.request.get(`/auth/users/${await userId(phone)}/appearance`)).json()).toEqual({ theme: 'light', highContrast: true });
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  // No CSP refusal on the pages rendered per request either (the theme script is allowed by its hash).
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  await other.close();
});

async function userId(page: Page): Promise<string> {
  const me = await (await page.request.get('/auth/me')).json();
  return me.user.id;
}

test('the theme script runs under the CSP on prerendered and per-request pages', async ({ page }) => {
  const errors = watchForErrors(page);
  for (const path of ['/', '/solve/pokemon', '/leaderboard', '/settings']) {
    await page.goto(path);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  }
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
});

test('a 404 page, which Next renders in the browser, has the chosen theme too, under the CSP', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await chooseInMenu(page, 'Light');
  for (const path of ['/profile/NoSuchPlayer0', '/solve/not-a-game', '/archive/pokemon/2099-01-01']) {
    await page.goto(path);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await background(page)).toBe(LIGHT);
  }
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
});
