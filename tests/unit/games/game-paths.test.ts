import { gamePagePath, isGamePagePath } from '@/lib/games/game-paths';
import { GAMES } from '@/lib/games/registry';

test("each game's page is the one its config names", () => {
  for (const game of GAMES) expect(gamePagePath(game.id)).toBe(game.route);
});

test('only the five game pages count as game pages', () => {
  for (const game of GAMES) expect(isGamePagePath(game.route)).toBe(true);
  for (const other of ['/solve/not-a-game', '/solve', '/daily', '/', '/solve/pokemon/extra', null]) expect(isGamePagePath(other)).toBe(false);
});
