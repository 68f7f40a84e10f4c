import { archiveStorageKey, loadArchiveRound, readArchiveResults, saveArchiveRound } from '@/lib/client/archive-storage';
import { loadDailyState, readLocalStreak, type LocalDailyState } from '@/lib/client/guest-storage';
import { getGame } from '@/lib/games/registry';

const pokemon = getGame('pokemon')!;
const bible = getGame('bible-books')!;

function round(date: string, guesses: string[], won = false): LocalDailyState {
  return { date, game_won: won, is_hint_revealed: false, current_card_id: won ? guesses.at(-1)! : null, guessed_cards: guesses, attempts_data: [] };
}

beforeEach(() => window.localStorage.clear());

test('keeps each past day’s round per game, apart from the daily state and the streak', () => {
  expect(saveArchiveRound(pokemon, round('2025-09-01', ['Mew', 'Eevee'], true))).toBe(true);
  expect(saveArchiveRound(pokemon, round('2025-09-02', ['Onix']))).toBe(true);
  expect(loadArchiveRound(pokemon, '2025-09-01')).toMatchObject({ game_won: true, guessed_cards: ['Mew', 'Eevee'] });
  expect(loadArchiveRound(pokemon, '2025-09-03')).toBeNull();
  expect(loadArchiveRound(bible, '2025-09-01')).toBeNull();
  // Only the archive's own key was written: no daily state, no streak.
  expect(Object.keys(window.localStorage)).toEqual([archiveStorageKey(pokemon)]);
  expect(loadDailyState(pokemon, '2025-09-01')).toBeNull();
  expect(readLocalStreak(pokemon, '2025-09-01')).toEqual({ current: 0, best: 0 });
});

test('the results of a page of days: won in n, tried, not played', () => {
  saveArchiveRound(pokemon, round('2025-09-01', ['Mew', 'Eevee'], true));
  saveArchiveRound(pokemon, round('2025-09-02', ['Onix']));
  expect(readArchiveResults(pokemon, ['2025-09-02', '2025-09-01', '2025-08-31'])).toEqual({
    '2025-09-02': { status: 'tried', guesses: 1 },
    '2025-09-01': { status: 'won', guesses: 2 },
    '2025-08-31': { status: 'not-played' },
  });
});

test("a day without an archive round shows the daily round this browser kept of it; the archive round comes first", () => {
  saveArchiveRound(pokemon, round('2025-09-02', ['Onix']));
  const daily = { '2025-09-02': { guesses: 4, won: true }, '2025-09-01': { guesses: 3, won: true }, '2025-08-31': { guesses: 2, won: false } };
  expect(readArchiveResults(pokemon, ['2025-09-02', '2025-09-01', '2025-08-31', '2025-08-30', 'constructor'], daily)).toEqual({
    '2025-09-02': { status: 'tried', guesses: 1 },
    '2025-09-01': { status: 'won', guesses: 3 },
    '2025-08-31': { status: 'tried', guesses: 2 },
    '2025-08-30': { status: 'not-played' },
    constructor: { status: 'not-played' },
  });
});

test('survives anything in storage: broken JSON, wrong shapes, inherited names', () => {
  window.localStorage.setItem(archiveStorageKey(pokemon), '{broken');
  expect(loadArchiveRound(pokemon, '2025-09-01')).toBeNull();
  window.localStorage.setItem(archiveStorageKey(pokemon), JSON.stringify({ '2025-09-01': { date: '2025-09-01' }, '2025-09-02': 'x' }));
  expect(readArchiveResults(pokemon, ['2025-09-01', '2025-09-02', 'constructor', 'toString'])).toEqual({
    '2025-09-01': { status: 'not-played' },
    '2025-09-02': { status: 'not-played' },
    constructor: { status: 'not-played' },
    toString: { status: 'not-played' },
  });
  window.localStorage.setItem(archiveStorageKey(pokemon), JSON.stringify([1, 2]));
  expect(saveArchiveRound(pokemon, round('2025-09-03', ['Mew']))).toBe(true);
  expect(loadArchiveRound(pokemon, '2025-09-03')).toMatchObject({ guessed_cards: ['Mew'] });
});

test('a full or disabled storage says so', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(saveArchiveRound(pokemon, round('2025-09-01', ['Mew']))).toBe(false);
  setItem.mockRestore();
});
