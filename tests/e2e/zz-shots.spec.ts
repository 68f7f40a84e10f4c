import { test } from '@playwright/test';
import { signUp, uniqueLogin } from './helpers/sign-in';

test('shots', async ({ browser }) => {
  test.setTimeout(180_000);
  const m = Date.now().toString(36).slice(-5);
  for (const name of [`Shot${m}a`, `Shot${m}b`, `Shot${m}LongerName`]) {
    const p = await (await browser.newContext()).newPage();
    await signUp(p, name, uniqueLogin(name.toLowerCase()));
  }
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await signUp(page, `ShotOwner${m}`, uniqueLogin('shotowner'));
  await page.request.post('/api/test/role', { data: { role: 'owner' } });
  for (const width of [375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Users' }).getByRole('button', { name: `Manage Shot${m}a` }).click();
    await page.waitForTimeout(800);
    for (let y = 0; y < 3600; y += 900) await page.screenshot({ path: `/tmp/shots/u-${width}-${y}.png`, fullPage: true, clip: { x: 0, y, width, height: 900 } }).catch(() => undefined);
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.waitForTimeout(800);
    for (let y = 1800; y < 3600; y += 900) await page.screenshot({ path: `/tmp/shots/a-${width}-${y}.png`, fullPage: true, clip: { x: 0, y, width, height: 900 } }).catch(() => undefined);
    await page.getByRole('button', { name: 'Edit user' }).click();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('owner');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/admin-edit-${width}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/admin-actions-${width}.png`, fullPage: true });
  }
});
