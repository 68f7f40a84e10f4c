import { unknownGameRewrite } from '@/lib/games/unknown-game';
import { GAME_IDS } from '@/lib/games/types';

describe('unknownGameRewrite', () => {
  test('a game page keeps its own route, with or without a trailing slash or encoded letters', () => {
    for (const id of GAME_IDS) {
      expect(unknownGameRewrite(`/solve/${id}`)).toBeNull();
      expect(unknownGameRewrite(`/solve/${id}/`)).toBeNull();
    }
    expect(unknownGameRewrite('/solve/pok%65mon')).toBeNull();
  });

  test('any other id goes to the Game Not Found route, still encoded', () => {
    expect(unknownGameRewrite('/solve/not-a-game')).toBe('/game-not-found/not-a-game');
    expect(unknownGameRewrite('/solve/Pokemon')).toBe('/game-not-found/Pokemon');
    expect(unknownGameRewrite('/solve/a%20b%3Cscript%3E')).toBe('/game-not-found/a%20b%3Cscript%3E');
  });

  test('other paths are left alone', () => {
    for (const path of ['/', '/solve', '/solve/', '/solve/pokemon/opengraph-image', '/solve/x/y', '/daily', '/game-not-found/x']) {
      expect(unknownGameRewrite(path)).toBeNull();
    }
  });
});
