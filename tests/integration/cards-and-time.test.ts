import { GET as getCards } from '@/app/api/cards/[game]/route';
import { GET as getTimeInfo } from '@/app/api/time/info/route';
import { getItems } from '@/lib/games/items';
import { GAMES } from '@/lib/games/registry';
import { callRoute } from '@/tests/helpers/call-route';

describe('GET /api/cards/{game}', () => {
  test.each(GAMES.map((game) => [game.id, game.itemsArrayField, getItems(game.id).length] as const))(
    '%s lists every item under %s',
    async (id, field, count) => {
      const { status, json, headers } = await callRoute<Record<string, { name: string }[]>>(getCards, { params: { game: id } });
      expect(status).toBe(200);
      expect(json[field]).toHaveLength(count);
      expect(json[field][0].name).toBe(getItems(id)[0].name);
      expect(headers.get('etag')).toMatch(/^".+"$/);
    },
  );

  test('a matching If-None-Match answers 304 with no body', async () => {
    const first = await callRoute(getCards, { params: { game: 'pokemon' } });
    const second = await callRoute(getCards, { params: { game: 'pokemon' }, headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
  });

  test('an unknown game is a 404 that names the valid ids', async () => {
    const { status, json } = await callRoute(getCards, { params: { game: 'chess' } });
    expect(status).toBe(404);
    expect(json.code).toBe('game_not_found');
    expect(json.error).toContain('Game Not Found');
    expect(json.error).toContain('"chess"');
    expect(json.validIds).toEqual(['slay-the-spire', 'bible-books', 'subnautica-creatures', 'aoe2-units', 'pokemon']);
  });
});

test('GET /api/time/info gives the next America/Chicago midnight', async () => {
  const before = Date.now();
  const { status, json } = await callRoute<{ nextResetUTC: string; timeZone: string }>(getTimeInfo);
  expect(status).toBe(200);
  const reset = Date.parse(json.nextResetUTC);
  expect(reset).toBeGreaterThan(before);
  expect(reset - before).toBeLessThanOrEqual(25 * 3600 * 1000);
  // Chicago midnight is 05:00 or 06:00 UTC.
  expect(new Date(reset).getUTCMinutes()).toBe(0);
  expect([5, 6]).toContain(new Date(reset).getUTCHours());
  expect(json.timeZone).toBe('America/Chicago');
});
