import { expect, test, type Locator, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';
import { winTodaysPokemon } from './helpers/play';

/**
 * Issue 36 item 11: an achievement toast (shown for 5 s) sat over the header, covering the user menu
 * on a phone and the menu's links on a desktop. Toasts now keep off every control of the header, and
 * the header's user menu can be used while one shows.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes = await Promise.all((await locator.all()).map((element) => element.boundingBox()));
  return boxes.filter((box): box is Box => box !== null && box.width > 0 && box.height > 0);
}

async function expectToastsClearOfTheHeader(page: Page, username: string) {
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Achievement unlocked!' }).first();
  await expect(toast).toBeVisible();
  // Once the opening animation has ended, the toast sits where it stays.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

  const banner = page.getByRole('banner');
  const controls = await boxesOf(banner.locator('a, button, [role="button"], input, select'));
  expect(controls.length).toBeGreaterThan(0);
  const toastBox = (await toast.boundingBox()) as Box;
  for (const control of controls) expect(overlaps(toastBox, control), `toast ${JSON.stringify(toastBox)} over header control ${JSON.stringify(control)}`).toBe(false);
  const viewport = page.viewportSize();
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport?.height ?? 0);

  // The user menu opens with a real click (Playwright checks nothing else takes the pointer there) while the toast still shows.
  await banner.getByRole('button', { name: new RegExp(username) }).click({ timeout: 2_000 });
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(toast).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px an achievement toast covers no control of the header, and the user menu opens while it shows`, async ({ page }) => {
    test.setTimeout(60_000);
    const username = `Toast${Date.now().toString(36).slice(-6)}`;
    await page.setViewportSize(viewport);
    await signUp(page, username, uniqueLogin('toast'));
    await winTodaysPokemon(page);
    await expectToastsClearOfTheHeader(page, username);
  });
}
