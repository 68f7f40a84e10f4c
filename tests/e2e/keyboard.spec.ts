import { expect, test } from './helpers/fixtures';

/** What a keyboard alone reaches (issue 26 items 1 and 4). */

test('on a game page the first Tab stop is "Skip to the game", which lands in the guess box', async ({ page }) => {
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await expect(input).toBeEnabled();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the game' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
});

test('on other pages the first Tab stop is "Skip to content", which lands on the main content', async ({ page }) => {
  await page.goto('/daily');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab stop is inside the content, past the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 720 }]) {
  test(`the How to Play text scrolls from the keyboard (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/solve/pokemon');
    await expect(page.getByRole('combobox', { name: 'Guess' })).toBeEnabled();
    await page.getByRole('button', { name: 'How to Play' }).click();
    const name = 'How to Play: Pokemon (original 151)';
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab'); // the close button
    await page.keyboard.press('Tab'); // the text
    const text = dialog.getByRole('region', { name });
    await expect(text).toBeFocused();
    await page.keyboard.press('End');
    await expect(dialog.getByText('After 5 guesses you can reveal a hint')).toBeInViewport();
  });
}
