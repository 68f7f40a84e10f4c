import {
  clearGuestGameData,
  FAVOURITES_KEY,
  isCompletedToday,
  loadDailyState,
  readDailyHistory,
  readGuestOwnStats,
  readFavourites,
  readLocalStreak,
  recordLocalWin,
  saveDailyState,
  toggleFavourite,
  type LocalDailyState,
} from '@/lib/client/guest-storage';
import { getGame } from '@/lib/games/registry';

const bible = getGame('bible-books')!;
const pokemon = getGame('pokemon')!;
const today = '2026-11-21';
const yesterday = '2026-11-20';

function dailyState(date: string, won = false): LocalDailyState {
  return { date, game_won: won, is_hint_revealed: false, current_card_id: null, guessed_cards: ['Genesis'], attempts_data: [] };
}

function storedJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('daily state', () => {
  test("is kept only for today's date", () => {
    expect(saveDailyState(bible, dailyState(yesterday))).toBe(true);
    expect(loadDailyState(bible, today)).toBeNull();
    expect(loadDailyState(bible, yesterday)).toMatchObject({ date: yesterday, guessed_cards: ['Genesis'] });

    saveDailyState(bible, dailyState(today, true));
    expect(loadDailyState(bible, today)).toMatchObject({ date: today, game_won: true });
  });

  test('belongs to one game only and ignores corrupted values', () => {
    saveDailyState(bible, dailyState(today, true));
    expect(loadDailyState(pokemon, today)).toBeNull();
    localStorage.setItem(bible.dailyKey, '{not json');
    expect(loadDailyState(bible, today)).toBeNull();
  });

  test('a won state or a completion date marks the game completed today', () => {
    expect(isCompletedToday(bible, today)).toBe(false);
    saveDailyState(bible, dailyState(today, true));
    expect(isCompletedToday(bible, today)).toBe(true);
    recordLocalWin(pokemon, today);
    expect(isCompletedToday(pokemon, today)).toBe(true);
    expect(isCompletedToday(pokemon, '2026-11-22')).toBe(false);
  });
});

describe('recordLocalWin', () => {
  test('counts a date once', () => {
    expect(recordLocalWin(bible, today)).toEqual({ current: 1, best: 1 });
    expect(recordLocalWin(bible, today)).toEqual({ current: 1, best: 1 });
    expect(storedJson(bible.streakKey)).toEqual([today]);
  });

  test('consecutive days build the streak and store the best', () => {
    recordLocalWin(bible, '2026-11-19');
    recordLocalWin(bible, yesterday);
    expect(recordLocalWin(bible, today)).toEqual({ current: 3, best: 3 });
    expect(storedJson(`${bible.streakKey}_best`)).toBe(3);
    expect(readLocalStreak(bible, today)).toEqual({ current: 3, best: 3 });
  });

  test('a gap resets the current streak to 0 while the best stays', () => {
    for (const date of ['2026-11-17', '2026-11-18', '2026-11-19']) recordLocalWin(bible, date);
    expect(readLocalStreak(bible, yesterday)).toEqual({ current: 3, best: 3 });
    expect(readLocalStreak(bible, today)).toEqual({ current: 0, best: 3 });
    expect(recordLocalWin(bible, today)).toEqual({ current: 1, best: 3 });
  });

  test('returns null when the browser refuses to store', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(recordLocalWin(bible, today)).toBeNull();
    expect(saveDailyState(bible, dailyState(today, true))).toBe(false);
    expect(localStorage.getItem(bible.streakKey)).toBeNull();
  });
});

describe('the old streak format {count, lastCompletedDate}', () => {
  test('is read as that many consecutive days', () => {
    localStorage.setItem(bible.streakKey, JSON.stringify({ count: 4, lastCompletedDate: yesterday }));
    expect(readLocalStreak(bible, today)).toEqual({ current: 4, best: 4 });
    expect(isCompletedToday(bible, today)).toBe(false);
  });

  test('is migrated to the date list on the next win', () => {
    localStorage.setItem(bible.streakKey, JSON.stringify({ count: 2, lastCompletedDate: yesterday }));
    expect(recordLocalWin(bible, today)).toEqual({ current: 3, best: 3 });
    expect(storedJson(bible.streakKey)).toEqual(['2026-11-19', yesterday, today]);
  });

  test('an expired old streak counts 0 now but keeps its best', () => {
    localStorage.setItem(bible.streakKey, JSON.stringify({ count: 5, lastCompletedDate: '2026-11-01' }));
    expect(readLocalStreak(bible, today)).toEqual({ current: 0, best: 5 });
  });
});

describe('favourites', () => {
  test('toggle adds and removes a game', () => {
    expect(readFavourites()).toEqual([]);
    expect(toggleFavourite('pokemon')).toEqual(['pokemon']);
    expect(toggleFavourite('bible-books')).toEqual(['pokemon', 'bible-books']);
    expect(toggleFavourite('pokemon')).toEqual(['bible-books']);
    expect(readFavourites()).toEqual(['bible-books']);
    expect(storedJson(FAVOURITES_KEY)).toEqual(['bible-books']);
  });

  test('a corrupted list reads as no favourites', () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ pokemon: true }));
    expect(readFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['pokemon', 7, null]));
    expect(readFavourites()).toEqual(['pokemon']);
  });
});

describe("the guest's daily history (issue 29)", () => {
  const played = (date: string, guesses: string[], won: boolean): LocalDailyState => ({ ...dailyState(date, won), guessed_cards: guesses });

  test("each saved round with a guess keeps the day's guess count and result; a round without one is not played", () => {
    saveDailyState(bible, played(yesterday, ['Genesis', 'Ruth', 'Jonah'], false));
    saveDailyState(bible, played(today, [], false));
    saveDailyState(bible, played(today, ['Genesis'], false));
    saveDailyState(bible, played(today, ['Genesis', 'Ruth'], true));
    expect(storedJson('dailyBibleBooksHistory')).toEqual({ [yesterday]: { guesses: 3, won: false }, [today]: { guesses: 2, won: true } });
    expect(readDailyHistory(bible)).toEqual({ [yesterday]: { guesses: 3, won: false }, [today]: { guesses: 2, won: true } });
  });

  test('own numbers: the history, and older completion dates counted as won with unknown guesses', () => {
    localStorage.setItem('bibleBooksStreak', JSON.stringify(['2026-11-01', today]));
    saveDailyState(bible, played(yesterday, ['Genesis'], false));
    saveDailyState(bible, played(today, ['Genesis', 'Ruth', 'Jonah', 'Amos'], true));
    expect(readGuestOwnStats(bible)).toMatchObject({ played: 3, wins: 2, winPercent: 67, winsWithoutCount: 1, distribution: expect.objectContaining({ '4': 1 }) });
    expect(readGuestOwnStats(pokemon)).toMatchObject({ played: 0, wins: 0, winPercent: 0 });
  });

  test("today's won round without a kept count (won before counts were kept) counts with the page's guesses", () => {
    localStorage.setItem('bibleBooksStreak', JSON.stringify([today]));
    expect(readGuestOwnStats(bible, { date: today, guesses: 5 })).toMatchObject({ played: 1, wins: 1, winsWithoutCount: 0, distribution: expect.objectContaining({ '5': 1 }) });
    saveDailyState(bible, played(today, ['Genesis', 'Ruth'], true));
    expect(readGuestOwnStats(bible, { date: today, guesses: 5 }).distribution).toMatchObject({ '2': 1, '5': 0 });
  });

  test("the first fresh sign-in's clean-up removes it with the streak", () => {
    saveDailyState(bible, played(today, ['Genesis'], true));
    clearGuestGameData([bible]);
    expect(localStorage.getItem('dailyBibleBooksHistory')).toBeNull();
  });

  test('whatever else storage holds is read as no history', () => {
    localStorage.setItem('dailyBibleBooksHistory', JSON.stringify({ nope: { guesses: 2, won: true }, [today]: { guesses: 'x', won: true }, [yesterday]: { guesses: 1, won: false } }));
    expect(readDailyHistory(bible)).toEqual({ [yesterday]: { guesses: 1, won: false } });
    localStorage.setItem('dailyBibleBooksHistory', '[1,2]');
    expect(readDailyHistory(bible)).toEqual({});
  });
});
