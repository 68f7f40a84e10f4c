import { expect, test, type Page } from './helpers/fixtures';
import { signInWithProvider, uniqueLogin } from './helpers/sign-in';

/**
 * Issue 36 item 14: no empty alert beside the real ones on the username form and the profile's picture
 * form, before and after an error.
 *
 * Next.js adds its own route announcer to every page: <next-route-announcer> holds, in an open shadow
 * root, `<div id="__next-route-announcer__" role="alert" aria-live="assertive">`, empty until a client
 * navigation changes the title. It is Next's, not the forms', and it is left out by its id below.
 */
const OWN_ALERTS = '[role="alert"]:not(#__next-route-announcer__)';

/** Every alert of the page (Playwright's CSS reaches into open shadow roots) has text. */
async function expectNoEmptyAlert(page: Page) {
  const texts = await page.locator(OWN_ALERTS).evaluateAll((alerts) => alerts.map((alert) => alert.textContent?.trim() ?? ''));
  expect(texts.filter((text) => text === ''), `alerts: ${JSON.stringify(texts)}`).toEqual([]);
  return texts;
}

test('the username form and the profile picture form show no empty alert, before or after an error', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithProvider(page, uniqueLogin('alerts'));
  await page.waitForURL('**/username-setup');
  const username = `Alert${Date.now().toString(36).slice(-6)}`;
  const field = page.getByLabel('Username', { exact: true });
  await expect(field).toBeVisible();
  expect(await expectNoEmptyAlert(page)).toEqual([]);

  // A failed save: the server's message is the one alert.
  await page.route('**/auth/set-username', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'Username is already taken' }) }), { times: 1 });
  await field.fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator(OWN_ALERTS)).toHaveText(['Username is already taken']);
  await expectNoEmptyAlert(page);

  // Saved at last (the check is asked again after the failure), then the own profile.
  await field.fill(`${username}x`);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('link', { name: 'Continue to Games' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: `${username}x` })).toBeVisible();
  expect(await expectNoEmptyAlert(page)).toEqual([]);

  // The picture form: a file that is not a picture is refused with one alert.
  await page.getByRole('button', { name: 'Profile picture: view, replace or delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await expect(dialog).toBeVisible();
  expect(await expectNoEmptyAlert(page)).toEqual([]);
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  expect(await expectNoEmptyAlert(page)).toHaveLength(1);
});
