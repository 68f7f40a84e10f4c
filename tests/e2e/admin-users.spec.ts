import { expect, test, type Browser, type Page } from './helpers/fixtures';
import { signUp, uniqueLogin } from './helpers/sign-in';

/**
 * The admin User Management and Actions tabs (issue 16) through whole journeys: finding a player,
 * editing their statistics, granting and revoking, renaming after a validation error, and an owner
 * promoting a player who can then open /admin at once.
 */

async function newPlayer(browser: Browser, username: string, role?: 'admin' | 'owner'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, username, uniqueLogin(username.toLowerCase()));
  if (role) expect((await page.request.post('/api/test/role', { data: { role } })).status()).toBe(200);
  return page;
}

async function findPlayer(admin: Page, username: string) {
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByText('Total Users')).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(username.slice(0, -2).toLowerCase());
  await expect(admin).toHaveURL(new RegExp(`q=${username.slice(0, -2).toLowerCase()}`));
  const table = admin.getByRole('region', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the player
  await table.getByRole('button', { name: `Manage ${username}` }).click();
  const detail = admin.getByRole('region', { name: username });
  await expect(detail).toBeVisible();
  return detail;
}

test('an admin finds a player, edits their statistics, grants and revokes, and renames them after a validation error', async ({ browser }) => {
  test.setTimeout(120_000);
  const marker = Date.now().toString(36).slice(-6);
  const name = `Tgt${marker}`;
  const player = await newPlayer(browser, name);
  const admin = await newPlayer(browser, `Adm${marker}`, 'admin');
  const detail = await findPlayer(admin, name);
  await expect(admin).toHaveURL(/user=/);

  // Game Statistics: Save only after a change; digits only; the current streak read-only.
  const save = detail.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const pokemon = detail.getByRole('group', { name: 'Pokemon (original 151)' });
  await pokemon.getByLabel('Total games').fill('12x');
  await expect(pokemon.getByLabel('Total games')).toHaveValue('12');
  await pokemon.getByLabel('Daily games').fill('10');
  await pokemon.getByLabel('Best streak').fill('');
  await pokemon.getByLabel('Best streak').blur();
  await expect(pokemon.getByLabel('Best streak')).toHaveValue('0');
  await detail.getByRole('button', { name: 'Reset' }).click();
  await expect(pokemon.getByLabel('Total games')).toHaveValue('0');
  await expect(save).toBeDisabled();
  await pokemon.getByLabel('Total games').fill('12');
  await pokemon.getByLabel('Daily games').fill('10');
  await pokemon.getByLabel('Best streak').fill('11');
  await save.click();
  await expect(detail.getByText('Best streak cannot be more than daily games (a streak is made of daily wins).')).toBeVisible();
  await pokemon.getByLabel('Best streak').fill('9');
  await save.click();
  await expect(detail.getByText('Statistics saved.')).toBeVisible();
  await expect(detail.getByText('Statistics saved.')).toBeHidden({ timeout: 5_000 });
  await expect(save).toBeDisabled();
  const table = admin.getByRole('region', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toContainText('12');

  await player.goto(`/profile/${name}`);
  const bestStreak = player.getByText('Best Streak').locator('..');
  await expect(bestStreak).toContainText('9');

  // Achievements: grant, then revoke.
  await detail.getByRole('tab', { name: 'Achievements' }).click();
  const tally = detail.getByText(/^\d+ of \d+ unlocked$/);
  const unlockedBefore = Number((await tally.textContent())?.split(' ')[0]); // new players may already be Founders
  await detail.getByRole('button', { name: 'Grant First Victory' }).click();
  await expect(detail.getByRole('button', { name: 'Revoke First Victory' })).toBeVisible();
  await expect(tally).toHaveText(new RegExp(`^${unlockedBefore + 1} of`));
  await player.goto(`/profile/${name}/achievements`);
  await expect(player.getByText('First Victory').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Revoke First Victory' }).click();
  await expect(detail.getByRole('button', { name: 'Grant First Victory' })).toBeVisible();
  await expect(tally).toHaveText(new RegExp(`^${unlockedBefore} of`));

  // The edit dialog: a validation error first, then a new name.
  await detail.getByRole('button', { name: 'Edit user' }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit ${name}` });
  const dialogSave = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(dialogSave).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Role' }).locator('option', { hasText: 'owner' })).toHaveCount(0);
  await dialog.getByLabel('Username').fill('ab');
  await expect(dialog.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(dialogSave).toBeDisabled();
  await dialog.getByLabel('Username').fill('bad name');
  await expect(dialog.getByText('Username can only contain letters and numbers')).toBeVisible();
  const renamed = `Ren${marker}`;
  await dialog.getByLabel('Username').fill(renamed);
  await dialogSave.click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('region', { name: renamed })).toBeVisible();
  await player.goto(`/profile/${renamed}`);
  await expect(player.getByRole('heading', { name: renamed })).toBeVisible();

  // The Actions tab: refresh achievements and the toast test.
  await admin.getByRole('tab', { name: 'Actions' }).click();
  await expect(admin).toHaveURL(/\?tab=actions$/);
  await admin.getByRole('button', { name: 'Run' }).click();
  await expect(admin.getByText('Refresh Achievements executed successfully!')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Achievement' }).selectOption({ label: 'Flawless (common)' });
  await admin.getByRole('button', { name: 'Show toast' }).click();
  await expect(admin.getByText('Achievement unlocked!')).toBeVisible();
  // Confirmed beside the button, not in a toast slot; the confetti as a real unlock (issue 26).
  await expect(admin.getByRole('status').filter({ hasText: 'Test Achievement Toast executed successfully!' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Notifications' }).getByText(/executed successfully/)).toHaveCount(0);
  await expect(admin.locator('body > canvas')).toHaveCount(1, { timeout: 5_000 });
});

test('an owner promotes a player to admin, who opens /admin at once; the owner is warned before demoting themselves', async ({ browser }) => {
  test.setTimeout(90_000);
  const marker = Date.now().toString(36).slice(-6);
  const name = `Pro${marker}`;
  const player = await newPlayer(browser, name);
  await player.goto('/admin');
  await expect(player).toHaveURL((url) => url.pathname === '/');

  const owner = await newPlayer(browser, `Own${marker}`, 'owner');
  const detail = await findPlayer(owner, name);
  await detail.getByRole('button', { name: 'Edit user' }).click();
  const dialog = owner.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByRole('combobox', { name: 'Role' }).locator('option', { hasText: 'owner' })).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText('admin', { exact: true })).toBeVisible();

  await player.goto('/admin');
  await expect(player.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(player.getByText(`Logged in as: ${name} (admin)`)).toBeVisible();

  // The owner opens their own row: demoting themselves shows the warning first.
  await owner.getByRole('searchbox', { name: 'Search users' }).fill(`own${marker}`);
  await owner.getByRole('region', { name: 'Users' }).getByRole('button', { name: `Manage Own${marker}` }).click();
  await owner.getByRole('region', { name: `Own${marker}` }).getByRole('button', { name: 'Edit user' }).click();
  const own = owner.getByRole('dialog', { name: `Edit Own${marker}` });
  await own.getByRole('combobox', { name: 'Role' }).selectOption('user');
  await expect(own.getByText('You are about to demote yourself. This will remove your admin access!')).toBeVisible();
  await own.getByRole('button', { name: 'Cancel' }).click();
  await expect(own).toBeHidden();
});
