import { expect, test, type Page } from './helpers/fixtures';

/** The guess box forgives case, spaces, punctuation and accents (issue 30 item 3). */

async function openWithAnswer(page: Page, game: string, answer: string) {
  expect((await page.request.post('/api/test/daily-puzzle', { data: { game, item: answer } })).status()).toBe(200);
  await page.goto(`/solve/${game}`);
  const input = page.getByRole('combobox', { name: 'Guess' });
  await expect(input).toBeEnabled();
  return input;
}

test('Pokemon: "mr mime" suggests Mr. Mime, and Enter on "farfetchd" guesses Farfetch’d', async ({ page }) => {
  const input = await openWithAnswer(page, 'pokemon', 'Bulbasaur');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });

  await input.pressSequentially('mr mime');
  await expect(suggestions.getByRole('option')).toHaveText(['Mr. Mime']);

  await input.fill('farfetchd');
  await expect(suggestions.getByRole('option')).toHaveText(["Farfetch'd"]);
  await input.press('Enter');
  await expect(page.getByTestId('attempt-row')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: "Farfetch'd", exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
});

test('Age of Empires II: Enter on "man at arms" guesses Man-at-Arms; "man" alone names no single unit and guesses nothing', async ({ page }) => {
  const input = await openWithAnswer(page, 'aoe2-units', 'Archer');

  await input.fill('man');
  await input.press('Enter'); // Man-at-Arms, Mangonel and Mangudai start with it: no guess
  await expect(input).toHaveValue('man');
  await expect(page.getByTestId('attempt-row')).toHaveCount(0);

  await input.fill('man at arms');
  await expect(page.getByRole('button', { name: 'Guess' })).toBeEnabled();
  await input.press('Enter');
  await expect(page.getByTestId('attempt-row')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: 'Man-at-Arms', exact: true })).toBeVisible();
});
