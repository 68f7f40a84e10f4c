/** @jest-environment node */
import { ARCHIVE_PAGE_SIZE, archiveDayCount, archiveDayStatus, archivePageCount, archivePageDates } from '@/lib/games/archive';
import { archiveResult, archiveResultLabel } from '@/lib/games/archive-result';
import { PUZZLE_EPOCH, puzzleNumber } from '@/lib/games/daily';
import { getGame } from '@/lib/games/registry';
import { shareText } from '@/lib/games/share';
import { addDays } from '@/lib/time';

const today = '2026-11-26';

describe('which days the archive offers', () => {
  test('puzzle #1 up to yesterday are released; today, later days and days before #1 are not', () => {
    expect(archiveDayStatus(PUZZLE_EPOCH, today)).toBe('released');
    expect(archiveDayStatus(addDays(today, -1), today)).toBe('released');
    expect(archiveDayStatus(today, today)).toBe('today');
    expect(archiveDayStatus(addDays(today, 1), today)).toBe('future');
    expect(archiveDayStatus('2030-01-01', today)).toBe('future');
    expect(archiveDayStatus(addDays(PUZZLE_EPOCH, -1), today)).toBe('before-first');
  });

  test.each(['2026-02-30', '2026-1-5', 'abc', '', '2026-11-26T00:00', ' 2026-11-20', '2026-13-01'])('%p is malformed', (date) => {
    expect(archiveDayStatus(date, today)).toBe('malformed');
  });

  test('the list runs from yesterday (first on page 1) back to puzzle #1 (last on the last page)', () => {
    const total = archiveDayCount(today);
    expect(total).toBe(puzzleNumber(today) - 1);
    const first = archivePageDates(today, 1);
    expect(first).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(first[0]).toBe(addDays(today, -1));
    expect(first[1]).toBe(addDays(today, -2));
    const pages = archivePageCount(today);
    expect(pages).toBe(Math.ceil(total / ARCHIVE_PAGE_SIZE));
    const last = archivePageDates(today, pages);
    expect(last[last.length - 1]).toBe(PUZZLE_EPOCH);
    expect(last.length).toBe(total - (pages - 1) * ARCHIVE_PAGE_SIZE);
    expect(archivePageDates(today, pages + 1)).toEqual([]);
  });

  test('every released day is on exactly one page, newest first', () => {
    const pages = archivePageCount(today);
    const all = Array.from({ length: pages }, (_, index) => archivePageDates(today, index + 1)).flat();
    expect(all).toHaveLength(archiveDayCount(today));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort().reverse()).toEqual(all);
    expect(all.every((date) => archiveDayStatus(date, today) === 'released')).toBe(true);
  });

  test('on the day of puzzle #1 there is nothing yet (one empty page); the next day, #1 alone', () => {
    expect(archiveDayCount(PUZZLE_EPOCH)).toBe(0);
    expect(archivePageCount(PUZZLE_EPOCH)).toBe(1);
    expect(archivePageDates(PUZZLE_EPOCH, 1)).toEqual([]);
    expect(archivePageDates(addDays(PUZZLE_EPOCH, 1), 1)).toEqual([PUZZLE_EPOCH]);
  });

  test('a page boundary: exactly one full page, then a second page of one day', () => {
    const onePage = addDays(PUZZLE_EPOCH, ARCHIVE_PAGE_SIZE);
    expect(archivePageCount(onePage)).toBe(1);
    expect(archivePageDates(onePage, 1).at(-1)).toBe(PUZZLE_EPOCH);
    const next = addDays(onePage, 1);
    expect(archivePageCount(next)).toBe(2);
    expect(archivePageDates(next, 2)).toEqual([PUZZLE_EPOCH]);
  });
});

describe('a day’s result', () => {
  test('won in n, tried, not played', () => {
    expect(archiveResultLabel(archiveResult({ guesses: 4, won: true }))).toBe('Won in 4');
    expect(archiveResultLabel(archiveResult({ guesses: 2, won: false }))).toBe('Tried');
    expect(archiveResultLabel(archiveResult(undefined))).toBe('Not played');
    expect(archiveResultLabel(archiveResult({ guesses: 0, won: false }))).toBe('Not played');
  });

  test('the day’s daily round counts when there is no archive round; an archive round (which starts from it) wins', () => {
    expect(archiveResult(undefined, { guesses: 3, won: true })).toEqual({ status: 'won', guesses: 3 });
    expect(archiveResult({ guesses: 6, won: true }, { guesses: 3, won: false })).toEqual({ status: 'won', guesses: 6 });
  });
});

test('the share text of an archive round says "(archive)" after the puzzle number', () => {
  const pokemon = getGame('pokemon')!;
  const text = shareText({ game: pokemon, date: '2025-09-08', puzzleNumber: 12, rows: [['correct', 'correct']], won: true, siteUrl: 'https://g.example', archive: true });
  expect(text.split('\n')[0]).toBe(`Guessdle: ${pokemon.title} #12 (archive)`);
  const daily = shareText({ game: pokemon, date: '2025-09-08', puzzleNumber: 12, rows: [], won: false, siteUrl: 'https://g.example' });
  expect(daily.split('\n')[0]).toBe(`Guessdle: ${pokemon.title} #12`);
});
