import { render, screen } from '@testing-library/react';
import { ModeBadge } from '@/components/game/ModeBadge';
import { getGame } from '@/lib/games/registry';

const game = getGame('bible-books')!;
const badge = () => screen.getByTestId('mode-badge');

test('while the puzzle loads the daily badge says so', () => {
  render(<ModeBadge game={game} mode="daily" />);
  expect(badge()).toHaveTextContent('Loading…');
});

test('once loaded it shows the long date and the streak', () => {
  render(<ModeBadge game={game} mode="daily" date="2026-03-08" streak={3} />);
  expect(badge()).toHaveTextContent('March 8, 2026');
  expect(badge()).toHaveTextContent('Daily Streak: 3');
});

test('when the game failed to load it stops saying Loading…', () => {
  render(<ModeBadge game={game} mode="daily" streak={0} failed />);
  expect(badge()).toHaveTextContent('Daily Challenge');
  expect(badge()).not.toHaveTextContent('Loading…');
});
