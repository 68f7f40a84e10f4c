import { expect, test, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * A role change reaches an open page (issue 36 item 13), in Chromium against the production build: a demoted
 * admin's dashboard is left for the home page at the next refused admin call, or when the tab regains focus; a
 * promoted player's menu shows Admin when the tab regains focus, without a reload.
 */

const setRole = async (page: Page, role: 'user' | 'admin') =>
  expect((await page.request.post('/api/test/role', { data: { role } })).status()).toBe(200);
/** The player leaves the tab for another window and comes back to it (components/auth/RoleWatch.tsx). */
const focusTab = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
const menuButton = (page: Page, username: string) => page.getByRole('banner').getByRole('button', { name: new RegExp(username) });

async function adminOnDashboard(page: Page, username: string) {
  await signUp(page, username, uniqueLogin(username.toLowerCase()));
  await setRole(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
}

test('a demoted admin: the next admin call is refused, and the dashboard gives way to the home page', async ({ page }) => {
  const username = `Dem${Date.now().toString(36).slice(-6)}`;
  await adminOnDashboard(page, username);
  await setRole(page, 'user');

  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Guessdle' })).toBeVisible();
  await menuButton(page, username).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('a demoted admin: the tab regaining focus leaves the dashboard', async ({ page }) => {
  const username = `Foc${Date.now().toString(36).slice(-6)}`;
  await adminOnDashboard(page, username);
  await setRole(page, 'user');
  await focusTab(page);
  await page.waitForURL((url) => url.pathname === '/');
});

test('a promoted player sees the Admin entry when the tab regains focus, without a reload', async ({ page }) => {
  const username = `Pro${Date.now().toString(36).slice(-6)}`;
  await signUp(page, username, uniqueLogin(username.toLowerCase()));
  await menuButton(page, username).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await menuButton(page, username).click();

  await setRole(page, 'admin');
  await focusTab(page);
  await menuButton(page, username).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
