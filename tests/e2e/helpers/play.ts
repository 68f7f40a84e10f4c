import { expect, type Page } from '@playwright/test';

/** Types a guess on the open game page and waits for its row in the table. */
export async function guess(page: Page, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Guess' });
  const rows = page.getByTestId('attempt-row');
  const before = await rows.count();
  await input.fill(name);
  await input.press('Enter');
  await expect(rows).toHaveCount(before + 1);
}

/** Today's Pokemon puzzle becomes Bulbasaur (a test hook), and the page's player wins it. */
export async function winTodaysPokemon(page: Page): Promise<void> {
  await page.request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item: 'Bulbasaur' } });
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill('Bulbasaur');
  await input.press('Enter');
  await expect(page.getByTestId('victory')).toBeVisible();
}
