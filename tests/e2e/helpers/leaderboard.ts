import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `path` until `listed(page)` shows: a ranking is taken at most once a second for the whole site
 * (lib/services/leaderboard/snapshot.ts), so a win shows within about a second, not on the very next read
 * when a ranking was taken just before it.
 */
export async function expectListedAfterAWin(page: Page, path: string, listed: (page: Page) => Locator, timeout = 10_000): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(listed(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}
