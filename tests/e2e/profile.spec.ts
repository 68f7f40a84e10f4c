import { expect, test, type Page } from './helpers/fixtures';
import sharp from 'sharp';
import { signUp } from './helpers/sign-in';
import { expectListedAfterAWin } from './helpers/leaderboard';
import { winTodaysPokemon } from './helpers/play';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

/** A photo-like JPEG made here (a gradient of the given colour), as a file the chooser can take. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="white"/></svg>') }])
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

// Each journey signs up through the provider first and goes through several pages: on a busy shared
// machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** An upload is decoded and re-encoded on the server: on a busy shared machine that takes a few seconds. */
const UPLOAD_TIMEOUT_MS = 15_000;

const menuAvatar = (page: Page) => page.getByRole('banner').locator('img[src^="/api/profile-picture/"]');

test('upload and crop a picture, see it in the menu and on the public profile, replace it, delete it', async ({ page }) => {
  const username = uniqueName('Painter');
  await signUp(page, username);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Badge' })).toBeVisible();

  // A file of the wrong type is refused before anything is sent.
  await page.getByRole('button', { name: /Profile picture: view/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select a JPG, PNG, or WebP image file.');

  await page.getByLabel('Choose a picture').setInputFiles(await photo('red.jpg', '#c0392b'));
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(crop).toBeVisible();
  const area = crop.getByLabel(/Crop area/);
  await area.focus();
  await area.press('ArrowLeft');
  await area.press('Shift+ArrowLeft');
  await expect(crop.getByRole('figure')).toContainText('Preview');
  await crop.getByRole('button', { name: 'Save picture' }).click();
  await expect(crop).toBeHidden({ timeout: UPLOAD_TIMEOUT_MS });
  await expect(page.getByText('Profile picture updated.')).toBeVisible();

  const first = await menuAvatar(page).getAttribute('src');
  expect(first).toMatch(/^\/api\/profile-picture\/[0-9a-f]{32}\.jpg$/);
  const served = await page.request.get(first!);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('img', { name: `${username}'s profile picture` })).toHaveAttribute('src', first!);

  await page.goto('/profile');
  await page.getByRole('button', { name: /Profile picture: view/ }).click();
  await page.getByLabel('Choose a picture').setInputFiles(await photo('blue.jpg', '#2563eb'));
  await page.getByRole('dialog', { name: 'Crop your picture' }).getByRole('button', { name: 'Save picture' }).click();
  await expect(menuAvatar(page)).not.toHaveAttribute('src', first!, { timeout: UPLOAD_TIMEOUT_MS });
  const second = await menuAvatar(page).getAttribute('src');
  expect((await page.request.get(first!)).status()).toBe(404);

  await page.getByRole('button', { name: /Profile picture: view/ }).click();
  await page.getByRole('dialog', { name: 'Profile picture' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to remove your profile picture?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText('Profile picture removed.')).toBeVisible();
  await expect(menuAvatar(page)).toHaveCount(0);
  await expect(page.getByRole('img', { name: `${username}'s profile picture` })).toHaveAttribute('src', '/unset-profile-pic.png');
  expect((await page.request.get(second!)).status()).toBe(404);
});

test('edit the bio, cancel restores the saved text, the limit counts a line break as 50, and the public page shows it as text', async ({ page }) => {
  const username = uniqueName('Writer');
  await signUp(page, username);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Add a bio' }).click();
  const bio = page.getByRole('textbox', { name: 'Bio' });
  await expect(bio).toHaveAttribute('placeholder', 'Tell other about yourself. (300 characters max)');
  await bio.fill('I solve <b>every</b> puzzle.\nEven Pokemon.');
  await expect(page.getByText('91/300')).toBeVisible(); // 41 characters and a line break (50)
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Even Pokemon.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit bio' }).click();
  await bio.fill(`${'a'.repeat(251)}\n`);
  await expect(page.getByText('301/300')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await bio.fill('A draft I will not keep.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('I solve <b>every</b> puzzle.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('I solve <b>every</b> puzzle.')).toBeVisible();
  await page.goto(`/profile/${username.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
  await expect(page.getByText('I solve <b>every</b> puzzle.')).toBeVisible();
  await expect(page.locator('article b')).toHaveCount(0);
});

test("a signed-out visitor opens another player's profile from the leaderboard; an unknown profile is a 404", async ({ page, browser }) => {
  const username = uniqueName('Champ');
  await signUp(page, username);
  await winTodaysPokemon(page);

  const visitor = await (await browser.newContext()).newPage();
  await expectListedAfterAWin(visitor, '/leaderboard', (shown) => shown.getByRole('link', { name: username, exact: true }));
  await visitor.getByRole('link', { name: username, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/profile/${username}$`));
  await expect(visitor.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await expect(visitor.getByText('No bio.')).toBeVisible();
  const stats = visitor.getByRole('region', { name: 'Game Statistics' });
  await expect(stats.getByRole('definition').first()).toHaveText('1');
  await expect(visitor).toHaveTitle(`${username}'s profile | Guessdle`);
  const structured = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(structured).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: username } });
  expect(await visitor.content()).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/); // no e-mail address anywhere in the page

  const unknown = await visitor.goto('/profile/NoSuchPlayer404');
  expect(unknown?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await visitor.context().close();
});

test('download my data, then delete the account: signed out, and gone from the leaderboard and its profile', async ({ page }) => {
  const username = uniqueName('Leaver');
  await signUp(page, username);
  await winTodaysPokemon(page);
  await expectListedAfterAWin(page, '/leaderboard', (shown) => shown.getByRole('link', { name: username, exact: true }));

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^guessdle-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'));
  expect(exported).toMatchObject({ account: { username }, stats: [expect.objectContaining({ game: 'pokemon', total_daily_games_played: 1 })] });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type your username/).fill(username.toLowerCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type your username/).fill(username);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // A ranking taken in the second before the deletion may still be served (LEADERBOARD_MIN_REFRESH_MS): each look is
  // short, so that the page is loaded again (with the suite's 10 s expect timeout, one look would use all the time).
  await expect(async () => {
    await page.goto('/leaderboard');
    await expect(page.getByRole('link', { name: username, exact: true })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect((await page.goto(`/profile/${username}`))?.status()).toBe(404);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
