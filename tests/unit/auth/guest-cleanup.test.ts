/**
 * What happens to a guest's browser storage at a fresh sign-in (accounts-side §4.1): today's rounds
 * are read for the merge, then the game data goes and everything else stays.
 */
import { clearGuestGameData, FAVOURITES_KEY, readGuestRoundsForMerge, type LocalDailyState } from '@/lib/client/guest-storage';
import { GAMES, getGame } from '@/lib/games/registry';

const today = '2026-11-21';
const yesterday = '2026-11-20';

/** Everything a guest who played every game leaves behind. */
function gameKeys(): string[] {
  return GAMES.flatMap((game) => [game.dailyKey, game.streakKey, `${game.streakKey}_best`, game.sessionStorageKey]);
}

const KEPT = { [FAVOURITES_KEY]: '["pokemon"]', theme: 'dark', volume: '0.4', guessdleSettings: '{"sound":false}', notifications: 'on' };

function round(date: string, guesses: string[], hint = false, receipts?: unknown[]): LocalDailyState {
  const state = { date, game_won: false, is_hint_revealed: hint, current_card_id: null, guessed_cards: guesses, attempts_data: [] };
  return (receipts ? { ...state, receipts } : state) as LocalDailyState;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearGuestGameData', () => {
  beforeEach(() => {
    for (const key of gameKeys()) localStorage.setItem(key, '"x"');
    for (const game of GAMES) sessionStorage.setItem(game.sessionStorageKey, '{"filters":[]}');
    for (const [key, value] of Object.entries(KEPT)) localStorage.setItem(key, value);
    sessionStorage.setItem('tabScratch', 'keep me');
  });

  test('covers all five games, each with distinct keys', () => {
    expect(GAMES).toHaveLength(5);
    expect(new Set(gameKeys()).size).toBe(20);
  });

  test("removes every game's daily state, streak, best streak and directory filters", () => {
    clearGuestGameData(GAMES);
    for (const game of GAMES) {
      expect(localStorage.getItem(game.dailyKey)).toBeNull();
      expect(localStorage.getItem(game.streakKey)).toBeNull();
      expect(localStorage.getItem(`${game.streakKey}_best`)).toBeNull();
      expect(localStorage.getItem(game.sessionStorageKey)).toBeNull();
      expect(sessionStorage.getItem(game.sessionStorageKey)).toBeNull();
    }
  });

  test('keeps favourites, theme, volume, settings and other entries', () => {
    clearGuestGameData(GAMES);
    for (const [key, value] of Object.entries(KEPT)) expect(localStorage.getItem(key)).toBe(value);
    expect(sessionStorage.getItem('tabScratch')).toBe('keep me');
    expect(localStorage).toHaveLength(Object.keys(KEPT).length);
  });

  test('touches only the games it is given', () => {
    const pokemon = getGame('pokemon')!;
    clearGuestGameData([pokemon]);
    expect(localStorage.getItem(pokemon.dailyKey)).toBeNull();
    expect(localStorage.getItem(getGame('bible-books')!.dailyKey)).toBe('"x"');
  });

  test('survives storage that throws', () => {
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => clearGuestGameData(GAMES)).not.toThrow();
    removeItem.mockRestore();
  });
});

describe('readGuestRoundsForMerge', () => {
  const bible = getGame('bible-books')!;
  const pokemon = getGame('pokemon')!;
  const sts = getGame('slay-the-spire')!;
  const aoe2 = getGame('aoe2-units')!;

  test("returns only today's rounds that have guesses, keyed by game id", () => {
    localStorage.setItem(bible.dailyKey, JSON.stringify(round(today, ['Genesis', 'Exodus'], true, ['r1', 'r2'])));
    localStorage.setItem(pokemon.dailyKey, JSON.stringify(round(yesterday, ['Pikachu'])));
    localStorage.setItem(sts.dailyKey, JSON.stringify(round(today, [])));
    localStorage.setItem(aoe2.dailyKey, '{broken');

    expect(readGuestRoundsForMerge(GAMES, today)).toEqual({ 'bible-books': { guesses: ['Genesis', 'Exodus'], receipts: ['r1', 'r2'], hintRevealed: true } });
  });

  test('is empty for a guest who has not played today', () => {
    expect(readGuestRoundsForMerge(GAMES, today)).toEqual({});
    localStorage.setItem(pokemon.dailyKey, JSON.stringify(round(yesterday, ['Pikachu'])));
    expect(readGuestRoundsForMerge(GAMES, today)).toEqual({});
  });

  test('reports an unrevealed hint as false', () => {
    localStorage.setItem(pokemon.dailyKey, JSON.stringify(round(today, ['Pikachu'])));
    expect(readGuestRoundsForMerge(GAMES, today)).toEqual({ pokemon: { guesses: ['Pikachu'], receipts: [], hintRevealed: false } });
  });

  test("carries the server's receipts of the judged guesses (the merge keeps only receipted guesses); junk in their place is left out", () => {
    localStorage.setItem(pokemon.dailyKey, JSON.stringify(round(today, ['Pikachu', 'Mew'], false, ['r-pikachu', 7, null, 'r-mew'])));
    expect(readGuestRoundsForMerge(GAMES, today)).toEqual({ pokemon: { guesses: ['Pikachu', 'Mew'], receipts: ['r-pikachu', 'r-mew'], hintRevealed: false } });
  });
});
