/**
 * @jest-environment node
 *
 * Which achievements a player's history earns (the progress bar: progress.test.tsx).
 */
import { CATALOGUE } from '@/lib/achievements/definitions';
import { cameBackAfterLostStreak, EASTER_EGG_FOUND, HOW_TO_PLAY_VIEWED, qualifyingKeys, type PlayerFacts } from '@/lib/achievements/qualify';

const facts = (overrides: Partial<PlayerFacts> = {}): PlayerFacts => ({
  bestStreakByGame: {}, dailyWinsByGame: {}, totalWins: 0, dailyWins: [], activities: new Set(), isFounder: false, role: 'user', ...overrides,
});
const keys = (overrides: Partial<PlayerFacts>) => qualifyingKeys(CATALOGUE, facts(overrides)).sort();

test('nothing done, nothing earned', () => {
  expect(keys({})).toEqual([]);
});

test('streaks count the best streak reached, in any game or in the named one', () => {
  expect(keys({ bestStreakByGame: { pokemon: 7 } })).toEqual(['streak-3', 'streak-7', 'streak-7-pokemon']);
  expect(keys({ bestStreakByGame: { 'bible-books': 30 } })).toEqual(['streak-3', 'streak-30', 'streak-7', 'streak-7-bible-books']);
});

test('wins: all games and modes together; per-game dailies separately', () => {
  expect(keys({ totalWins: 25 })).toEqual(['wins-1', 'wins-10', 'wins-25']);
  expect(keys({ dailyWinsByGame: { pokemon: 10 } })).toEqual(['pokemon-devotee']);
});

test('founder, owner, How to Play, the easter egg', () => {
  expect(keys({ isFounder: true })).toEqual(['founder']);
  expect(keys({ role: 'owner' })).toEqual(['creator']);
  expect(keys({ role: 'admin' })).toEqual([]);
  expect(keys({ activities: new Set([HOW_TO_PLAY_VIEWED, EASTER_EGG_FOUND]) })).toEqual(['capybara', 'how-to-play']);
});

test('flawless needs a daily won on the first guess', () => {
  expect(keys({ dailyWins: [{ game: 'pokemon', date: '2026-11-01', attempts: 2 }] })).toEqual([]);
  expect(keys({ dailyWins: [{ game: 'pokemon', date: '2026-11-01', attempts: 1 }] })).toEqual(['flawless']);
});

test('all five games, and all five on one day', () => {
  const games = ['bible-books', 'slay-the-spire', 'subnautica-creatures', 'aoe2-units', 'pokemon'];
  const spread = games.map((game, i) => ({ game, date: `2026-11-0${i + 1}`, attempts: 3 }));
  const oneDay = games.map((game) => ({ game, date: '2026-11-10', attempts: 3 }));
  const byGame = Object.fromEntries(games.map((game) => [game, 1]));
  expect(keys({ dailyWins: spread, dailyWinsByGame: byGame })).toEqual(['all-games']);
  expect(keys({ dailyWins: oneDay, dailyWinsByGame: byGame })).toEqual(['all-games', 'same-day-sweep']);
});

test.each([
  [['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-11'], true], // across the spring DST change
  [['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10'], true], // across the autumn one
  [['2026-03-07', '2026-03-08', '2026-03-10', '2026-03-11'], false], // two short runs
  [['2026-03-07', '2026-03-08', '2026-03-09'], false], // still going
  [['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'], false],
])('a lost streak of 3+ days followed by a win: %p → %p', (dates, expected) => {
  expect(cameBackAfterLostStreak(dates)).toBe(expected);
});
