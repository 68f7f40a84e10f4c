/** Reading items by the config's keys, and the item as the directory lists it (issue 25 item 4: no hint). */
import { itemHint, withoutHint } from '@/lib/games/item-fields';
import { getItems } from '@/lib/games/items';
import { GAMES } from '@/lib/games/registry';

describe.each(GAMES.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  test('every item has a hint, and its listed form keeps every other field but not the hint', () => {
    for (const item of getItems(game.id)) {
      const listed = withoutHint(game, item) as Record<string, unknown>;
      expect(itemHint(game, item)).not.toBe('');
      expect(game.hintField in listed).toBe(false);
      expect(listed).toEqual(Object.fromEntries(Object.entries(item).filter(([key]) => key !== game.hintField)));
      for (const category of game.categories) expect(category.key in listed).toBe(true);
    }
  });
});
