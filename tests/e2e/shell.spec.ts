import { Agent, get as httpGet } from 'node:http';
import { expect, test } from './helpers/fixtures';
import { SITE_URL } from './helpers/site-url';

test('the home page shows the menu bar, the five games and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Guessdle');

  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Home', 'Daily', 'Leaderboard', 'Credits', 'Login']) {
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  }

  const games = page.getByRole('region', { name: "Today's games" }).getByRole('link');
  await expect(games).toHaveCount(5);
  await expect(games.first()).toHaveAttribute('href', '/solve/aoe2-units');

  const footer = page.getByRole('contentinfo');
  for (const column of ['Games', 'Features', 'Support', 'Legal']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  // Community holds the configured social links only: none are set for this server.
  await expect(footer.getByRole('heading', { name: 'Community' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Guessdle · v1.0.4`);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guessdle' })).toBeVisible();
});

test('an unknown API or /auth call answers a JSON 404 instead of a page', async ({ request }) => {
  for (const path of ['/api/no-such-call', '/auth/no-such-call', '/auth/users']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  }
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
});

test('an idle connection stays open past Node’s 5 s default, so a client that pools connections never meets a reset', async () => {
  // Playwright's request context (and a balancer) reuse an idle connection; a server that closes it first
  // answers the next request with ECONNRESET (scripts/next-server.mjs, KEEP_ALIVE_TIMEOUT_MS).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const port = Number(new URL(SITE_URL).port);
  const get = () =>
    new Promise<{ status: number; localPort: number }>((resolve, reject) => {
      const outgoing = httpGet({ host: '127.0.0.1', port, path: '/api/health', agent }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, localPort: outgoing.socket?.localPort ?? 0 }));
      });
      outgoing.on('error', reject);
    });
  try {
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const second = await get();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.localPort).toBe(first.localPort);
  } finally {
    agent.destroy();
  }
});
