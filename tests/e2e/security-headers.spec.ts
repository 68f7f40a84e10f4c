import { createHash } from 'node:crypto';
import { expect, test, type Page } from './helpers/fixtures';

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** Console errors and CSP violations seen while `page` is open. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

test('pages and calls carry the security headers, HSTS in production', async ({ request }) => {
  for (const path of ['/', '/leaderboard', '/api/time/info']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers).toMatchObject(COMMON_HEADERS);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/); // the e2e server runs with NODE_ENV=production
  }
});

const STRICT_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"];

test('a page rendered per request has a fresh nonce on its scripts and stays out of shared caches', async ({ request }) => {
  const page = await request.get('/leaderboard');
  const policy = page.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  for (const directive of STRICT_DIRECTIVES) expect(policy).toContain(directive);
  expect(page.headers()['set-cookie']).toBeUndefined();
  expect(page.headers()['cache-control']).not.toContain('s-maxage');
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  expect(await page.text()).toContain(`nonce="${nonce}"`);
  const again = await request.get('/leaderboard');
  expect(again.headers()['content-security-policy']).not.toBe(policy);
});

test('a prerendered page (home, games) allows exactly its own inline scripts by hash, and may be cached', async ({ request }) => {
  for (const path of ['/', '/solve/pokemon']) {
    const page = await request.get(path);
    const policy = page.headers()['content-security-policy'];
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
    for (const directive of STRICT_DIRECTIVES) expect(policy).toContain(directive);
    const html = await page.text();
    expect(html).not.toContain('nonce=');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(page.headers()['set-cookie']).toBeUndefined();
    expect(page.headers()['cache-control']).toContain('s-maxage');
  }
});

for (const path of ['/', '/solve/pokemon', '/login', '/daily', '/leaderboard']) {
  test(`${path} runs under the CSP with no console error and no violation`, async ({ page }) => {
    const errors = watchForErrors(page);
    await recordViolations(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a round works under the CSP, victory confetti included (the page is hydrated and its calls pass the origin check)', async ({ page, request }) => {
  await request.post('/api/test/daily-puzzle', { data: { game: 'pokemon', item: 'Eevee' } });
  const errors = watchForErrors(page);
  await recordViolations(page);
  await page.goto('/solve/pokemon');
  const input = page.getByRole('combobox', { name: 'Guess' });
  await input.fill('Pikachu');
  await input.press('Enter');
  await expect(page.getByTestId('attempt-row')).toHaveCount(1);
  await input.fill('Eevee');
  await input.press('Enter');
  await expect(page.getByTestId('victory')).toBeVisible();
  await page.waitForTimeout(500); // the confetti starts after the scroll to the victory message
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a call from another origin (same host, other port) is refused', async ({ request }) => {
  const response = await request.post('/api/daily/pokemon/guess', { data: { guess: 'Pikachu' }, headers: { origin: 'http://localhost:4555' } });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'cross_origin' });
});

test('a broken %-encoding: calls answer 400 JSON, pages land on the home page', async ({ request, page }) => {
  for (const path of ['/api/cards/%ZZ', '/api/game-stats/user/%ZZ/summary']) {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_path' });
  }
  for (const path of ['/solve/%ZZ', '/%ZZ']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('TRACE and any method an address does not take answer 405 with Allow, before Next (issue 25 item 10)', async ({ request }) => {
  const cases: [method: string, path: string, allow: string][] = [
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACE', '/solve/pokemon', 'GET, HEAD'],
    ['TRACE', '/api/time/info', 'GET, HEAD, OPTIONS'],
    ['TRACE', '/auth/me', 'GET, HEAD, OPTIONS'],
    ['PUT', '/', 'GET, HEAD'],
    ['POST', '/login', 'GET, HEAD'], // the development sign-in, /login's only server action, is off here
    ['DELETE', '/api/time/info', 'GET, HEAD, OPTIONS'],
    ['PROPFIND', '/api/cards/pokemon', 'GET, HEAD, OPTIONS'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect({ method, path, status: response.status(), allow: response.headers()['allow'] }).toEqual({ method, path, status: 405, allow });
  }
});

test('calls carry a Content-Security-Policy that forbids everything (issue 25 item 12)', async ({ request }) => {
  for (const path of ['/api/time/info', '/auth/me', '/api/no-such-call']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('a page a shared cache may store sets no cookie, whatever the sign-in hint says (issue 25 item 12)', async ({ request }) => {
  for (const path of ['/', '/solve/pokemon', '/privacy', '/auth/callback']) {
    for (const cookie of ['guessdle_signed_in=1', 'authjs.session-token=stale']) {
      const page = await request.get(path, { headers: { cookie } });
      expect(page.headers()['cache-control']).toContain('s-maxage');
      expect({ path, cookie, setCookie: page.headers()['set-cookie'] }).toEqual({ path, cookie, setCookie: undefined });
    }
  }
});
