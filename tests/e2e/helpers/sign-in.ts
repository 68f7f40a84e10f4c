import { expect, type Page } from '@playwright/test';
import { recordSecret } from './fixtures';

/** A login name no earlier test used: the local provider makes it a new account. */
export function uniqueLogin(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Signs in through the real redirect flow: /login → the local OpenID Connect provider's login and
 * consent forms → Auth.js → /auth/callback. A browser still signed in at the provider (after a sign-out
 * here) skips the forms it has already answered.
 */
export async function signInWithProvider(page: Page, login: string): Promise<void> {
  // The provider's address for this login (scripts/oidc-test-provider.mjs): the server's log must never hold it.
  recordSecret('e-mail address', `${login.toLowerCase()}@oidc.guessdle.invalid`);
  const atProvider = (url: URL) => url.pathname.startsWith('/interaction/');
  const settled = (url: URL) => atProvider(url) || url.pathname.startsWith('/auth/callback');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Login with Test Provider' }).click();
  await page.waitForURL(settled);
  if (atProvider(new URL(page.url())) && (await page.locator('input[name=login]').count()) > 0) {
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL(settled);
  }
  if (atProvider(new URL(page.url()))) await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/auth/callback**');
}

/** A new account through sign-in and username setup; returns once the home page shows the name. */
export async function signUp(page: Page, username: string, login = uniqueLogin('player')): Promise<void> {
  await signInWithProvider(page, login);
  await page.waitForURL('**/username-setup');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('link', { name: 'Continue to Games' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { expanded: false }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}
