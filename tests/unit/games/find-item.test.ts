import { findItemByName, getItems } from '@/lib/games/items';
import type { GameId } from '@/lib/games/types';

const GAMES: GameId[] = ['bible-books', 'slay-the-spire', 'subnautica-creatures', 'aoe2-units', 'pokemon'];

describe('findItemByName (every guess looks its item up by name)', () => {
  it('ignores case and surrounding spaces', () => {
    expect(findItemByName('pokemon', '  pIKAchu ')?.name).toBe('Pikachu');
  });

  it('answers nothing for a name that is no item', () => {
    expect(findItemByName('pokemon', 'Not a Pokemon')).toBeUndefined();
  });

  it.each(GAMES)('finds every %s item by its own name, the first of any two that differ only in case', (game) => {
    for (const item of getItems(game)) {
      const first = getItems(game).find((other) => other.name.trim().toLowerCase() === item.name.trim().toLowerCase());
      expect(findItemByName(game, item.name)).toBe(first);
    }
  });
});
