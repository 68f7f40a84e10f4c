/** @jest-environment node */
import { getGame } from '@/lib/games/registry';
import { shareText } from '@/lib/games/share';
import { decodeShareGrid, encodeShareGrid, solvedGrid } from '@/lib/games/share-link';

const bible = getGame('bible-books')!;

describe('shareText', () => {
  test('a won daily game of three guesses', () => {
    const text = shareText({
      game: bible,
      date: '2026-03-08',
      puzzleNumber: 193,
      rows: [
        ['incorrect', 'partial', 'incorrect', 'partial-up', 'correct'],
        ['correct', 'partial-down', 'correct', 'incorrect', 'correct'],
        ['correct', 'correct', 'correct', 'correct', 'correct'],
      ],
      won: true,
      siteUrl: 'https://guessdle.example/',
    });
    expect(text).toBe(
      [
        'Guessdle: Books of the Bible #193',
        '2026-03-08',
        'Solved in 3 guesses',
        '',
        '⬛🟨⬛🟨🟩',
        '🟩🟨🟩⬛🟩',
        '🟩🟩🟩🟩🟩',
        '',
        'https://guessdle.example/share/bible-books/2026-03-08/xyxyg-gygxg-ggggg',
      ].join('\n'),
    );
  });

  test('one guess, no puzzle number, not won', () => {
    const text = shareText({ game: getGame('pokemon')!, date: '2026-11-01', rows: [['correct', 'incorrect']], won: false, siteUrl: 'http://localhost:3000' });
    expect(text.split('\n').slice(0, 3)).toEqual(['Guessdle: Pokemon (original 151)', '2026-11-01', 'Not solved after 1 guess']);
    expect(text.endsWith('\n🟩⬛\n\nhttp://localhost:3000/share/pokemon/2026-11-01/gx')).toBe(true);
  });
});

describe('shareText with the high-contrast palette', () => {
  const rows = [
    ['incorrect', 'partial', 'partial-up', 'partial-down', 'correct'],
    ['correct', 'correct', 'correct', 'correct', 'correct'],
  ] as const;
  const text = (highContrast?: boolean) =>
    shareText({ game: bible, date: '2026-03-08', puzzleNumber: 193, rows, won: true, siteUrl: 'https://guessdle.example', highContrast });

  test('draws orange for correct, blue for every partial and black for incorrect, like the grid', () => {
    expect(text(true).split('\n').slice(4, 6)).toEqual(['⬛🟦🟦🟦🟧', '🟧🟧🟧🟧🟧']);
  });

  test('keeps the green and yellow squares by default, and everything else the same either way', () => {
    expect(text(false)).toBe(text());
    expect(text().split('\n').slice(4, 6)).toEqual(['⬛🟨🟨🟨🟩', '🟩🟩🟩🟩🟩']);
    expect(text(true).replace(/🟧/g, '🟩').replace(/🟦/g, '🟨')).toBe(text());
  });
});

describe('the shared result link', () => {
  test('round-trips the colours, partial arrows becoming plain yellow', () => {
    const code = encodeShareGrid([['incorrect', 'partial-up'], ['correct', 'correct']]);
    expect(code).toBe('xy-gg');
    expect(decodeShareGrid(code)).toEqual([['incorrect', 'partial'], ['correct', 'correct']]);
    expect(solvedGrid(decodeShareGrid(code)!)).toBe(true);
    expect(solvedGrid(decodeShareGrid('gx')!)).toBe(false);
  });

  test.each(['', 'gq', 'gg-g', 'g--g', '-gg', 'g'.repeat(13), Array(31).fill('g').join('-'), '<script>'])('refuses %j', (code) => {
    expect(decodeShareGrid(code)).toBeNull();
  });
});
