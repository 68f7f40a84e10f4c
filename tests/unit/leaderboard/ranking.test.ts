import { canonicalLeaderboardAddress, LEADERBOARD_GAME_OPTIONS, leaderboardGameOf } from '@/components/leaderboard/leaderboard-display';
import { medalOf, padRows, profileHref, rankLabel } from '@/components/leaderboard/ranking';
import { leaderboardEndpoint } from '@/lib/client/endpoints';
import { formatDateTime } from '@/lib/time-display';

test('ranks 1 to 3 get medals, the rest #n', () => {
  expect([1, 2, 3, 4, 10].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  expect([4, 10].map(rankLabel)).toEqual(['#4', '#10']);
});

test("the address's ?game= names a game's board; anything else is All Games", () => {
  expect(leaderboardGameOf('pokemon')).toBe('pokemon');
  expect(leaderboardGameOf('aoe2-units')).toBe('aoe2-units');
  for (const value of [null, undefined, '', 'all', 'Pokemon', 'nope', '__proto__', 'constructor', ['pokemon', 'aoe2-units']]) expect(leaderboardGameOf(value)).toBe('all');
});

test("the canonical address: none to go to when the address is it; else the shown board's, other parameters kept", () => {
  for (const params of [{}, { game: 'pokemon' }, { ref: 'share' }, { game: 'aoe2-units', ref: 'share' }]) expect(canonicalLeaderboardAddress(params)).toBeNull();
  expect(canonicalLeaderboardAddress({ game: 'nope' })).toBe('/leaderboard');
  expect(canonicalLeaderboardAddress({ game: 'all' })).toBe('/leaderboard');
  expect(canonicalLeaderboardAddress({ game: '' })).toBe('/leaderboard');
  expect(canonicalLeaderboardAddress({ game: ['pokemon', 'bible-books'] })).toBe('/leaderboard');
  expect(canonicalLeaderboardAddress({ game: 'nope', ref: 'a b', tag: ['x', 'y'] })).toBe('/leaderboard?ref=a+b&tag=x&tag=y');
});

test('rows are padded with nulls to ten, and never cut below what was given up to ten', () => {
  expect(padRows(['a', 'b'])).toEqual(['a', 'b', null, null, null, null, null, null, null, null]);
  expect(padRows([])).toHaveLength(10);
  expect(padRows(Array.from({ length: 12 }, (_, index) => index))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('the endpoints follow accounts-side §7.3', () => {
  expect(leaderboardEndpoint('all', 10)).toBe('/api/leaderboard/real-time?limit=10');
  expect(leaderboardEndpoint('aoe2-units', 10)).toBe('/api/leaderboard/real-time/aoe2-units?limit=10');
  expect(leaderboardEndpoint('all', 5)).toBe('/api/leaderboard/real-time?limit=5');
});

test('profile links escape the username', () => {
  expect(profileHref('ann')).toBe('/profile/ann');
  expect(profileHref('a b')).toBe('/profile/a%20b');
});

test('the selector lists All Games and the five games in the spec order and wording', () => {
  expect(LEADERBOARD_GAME_OPTIONS).toEqual([
    { value: 'all', label: 'All Games' },
    { value: 'slay-the-spire', label: 'Slay the Spire' },
    { value: 'bible-books', label: 'Bible Books' },
    { value: 'subnautica-creatures', label: 'Subnautica Creatures' },
    { value: 'aoe2-units', label: 'Age of Empires II' },
    { value: 'pokemon', label: 'Pokemon' },
  ]);
});

test('the calculated time is US English with a short month and hour:minute, in Chicago time', () => {
  expect(formatDateTime('2026-11-21T18:05:00.000Z')).toBe('Nov 21, 2026, 12:05 PM Chicago time');
  expect(formatDateTime('2026-07-04T03:30:00.000Z')).toBe('Jul 3, 2026, 10:30 PM Chicago time');
  expect(formatDateTime('not a date')).toBe('not a date');
});
