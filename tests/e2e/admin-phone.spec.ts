import { expect, test, type Browser, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * /admin on a phone (issue 26 §10, §19): Manage showed the player's details about 4,900 px down the
 * page, under twenty player cards, and the list read "1 players".
 */

const PHONE = { width: 375, height: 812 };

async function newPlayer(browser: Browser, username: string, role?: 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, username, uniqueLogin(username.toLowerCase()));
  if (role) expect((await page.request.post('/api/test/role', { data: { role } })).status()).toBe(200);
  return page;
}

test('at 375 px Manage opens the player in view, full screen; Back to users and Escape return to the list with focus on Manage', async ({ browser }) => {
  test.setTimeout(90_000);
  const marker = Date.now().toString(36).slice(-6);
  const name = `Phn${marker}`;
  const player = await newPlayer(browser, name);
  await player.context().close();
  const admin = await newPlayer(browser, `Adm${marker}`, 'admin');
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin');
  const list = admin.getByRole('region', { name: 'Users' });
  const manage = list.getByRole('button', { name: `Manage ${name}` });
  await manage.click();

  const panel = admin.getByRole('dialog', { name });
  const heading = panel.getByRole('heading', { name, level: 2 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(panel.getByRole('tab', { name: 'Game Statistics' })).toBeInViewport();
  const box = await panel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

  await panel.getByRole('button', { name: 'Back to users' }).click();
  await expect(panel).toBeHidden();
  await expect(manage).toBeFocused();
  await expect(manage).toBeInViewport();
  await expect(admin).not.toHaveURL(/user=/);

  await manage.click();
  await expect(heading).toBeInViewport();
  await admin.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(manage).toBeFocused();

  // One player found reads "1 player".
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(name.toLowerCase());
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(admin.getByText('1 player', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('at 1280 px the details stay under the list as before', async ({ browser }) => {
  test.setTimeout(60_000);
  const marker = Date.now().toString(36).slice(-6);
  const admin = await newPlayer(browser, `Wide${marker}`, 'admin');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/admin');
  await admin.getByRole('region', { name: 'Users' }).getByRole('button', { name: `Manage Wide${marker}` }).click();
  await expect(admin.getByRole('region', { name: `Wide${marker}` })).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: `Close Wide${marker}` })).toBeVisible();
  await admin.context().close();
});
