import { expect, test } from './helpers/fixtures';

/**
 * Malformed percent-encoding and NUL bytes reach the real server (issue 10, item 6): calls answer a
 * JSON 400, pages go where unknown paths go; nothing answers 500.
 */

test.describe('a path with malformed percent-encoding', () => {
  for (const path of ['/%ZZ', '/solve/%ZZ']) {
    test(`the page ${path} goes where unknown paths go, not to a 500`, async ({ page, request }) => {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBeLessThan(500);

      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(500);
      await expect(page.getByText('Internal Server Error')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('the call /api/cards/%ZZ answers a JSON 400', async ({ request }) => {
    const response = await request.get('/api/cards/%ZZ');
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });
});

test('a NUL byte in a report\'s notes is a JSON 400, not a database error', async ({ request }) => {
  const response = await request.post('/api/feedback/data-correction', {
    data: { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'before\u0000after' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
});
