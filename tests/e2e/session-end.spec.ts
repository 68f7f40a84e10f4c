import { expect, test } from './helpers/fixtures';
import { signInWithProvider, signUp, uniqueLogin } from './helpers/sign-in';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

test('"Sign out of all devices" ends every session of the player, a copied cookie included', async ({ browser }) => {
  test.setTimeout(60_000); // three browsers sign in: 23-27 s alone, near the default 30 s on a busy machine
  const login = uniqueLogin('everywhere');
  const username = uniqueName('Roamer');
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signUp(laptopPage, username, login);

  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInWithProvider(phonePage, login);
  await phonePage.waitForURL((url) => url.pathname === '/');
  await expect(phonePage.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();

  const copy = await browser.newContext();
  await copy.addCookies(await laptop.cookies());
  expect((await copy.request.get('/auth/me')).status()).toBe(200);

  await laptopPage.goto('/settings');
  await laptopPage.getByRole('button', { name: 'Sign out of all devices' }).click();
  await laptopPage.waitForURL((url) => url.pathname === '/');
  await expect(laptopPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await laptopPage.goto('/stats');
  await expect(laptopPage).toHaveURL(/\/login$/);

  expect((await copy.request.get('/auth/me')).status()).toBe(401);
  await phonePage.goto('/daily');
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await phonePage.goto('/stats');
  await expect(phonePage).toHaveURL(/\/login$/);
  await expect(phonePage.getByRole('heading', { name: 'Login' })).toBeVisible();

  for (const context of [laptop, phone, copy]) await context.close();
});

test('a promoted player reaches /admin on the next request, and a demoted one is sent home', async ({ page }) => {
  await signUp(page, uniqueName('Promoted'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  expect((await page.request.post('/api/test/role', { data: { role: 'admin' } })).status()).toBe(200);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  expect((await page.request.post('/api/test/role', { data: { role: 'user' } })).status()).toBe(200);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});
