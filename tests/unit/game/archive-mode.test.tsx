/**
 * The game board's archive mode (issue 29 item 6): the badge names the past day and its number and shows no
 * streak; the victory says "Puzzle #N solved in n guesses.", offers Share and no Play Again; a stored
 * round restores in archive mode.
 */
import { render, screen } from '@testing-library/react';
import { ModeBadge } from '@/components/game/ModeBadge';
import { roundFromSaved } from '@/components/game/round-state';
import { VictoryPanel } from '@/components/game/VictoryPanel';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';

const game = getGame('pokemon')!;
const noop = () => {};

test('the archive badge shows the puzzle number and the day, and no streak', () => {
  render(<ModeBadge game={game} mode="archive" date="2025-09-08" puzzleNumber={12} streak={7} />);
  const badge = screen.getByTestId('mode-badge');
  expect(badge).toHaveTextContent('Puzzle #12 · September 8, 2025');
  expect(badge).not.toHaveTextContent(/Daily Streak: \d/);
});

test('the archive victory names the puzzle, offers Share Results and no Play Again', () => {
  render(
    <VictoryPanel
      game={game}
      answer={findItemByName('pokemon', 'Eevee')!}
      guesses={4}
      mode="archive"
      puzzleNumber={12}
      hint={null}
      busy={false}
      onPlayAgain={noop}
      onShare={noop}
      onReport={noop}
    />,
  );
  expect(screen.getByTestId('victory')).toHaveTextContent('Puzzle #12 solved in 4 guesses.');
  expect(screen.getByRole('button', { name: 'Share Results' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play Again' })).toBeNull();
});

test('the daily and endless victories read as before', () => {
  const { rerender } = render(
    <VictoryPanel game={game} answer={findItemByName('pokemon', 'Eevee')!} guesses={1} mode="daily" hint={null} busy={false} onPlayAgain={noop} onShare={noop} onReport={noop} />,
  );
  expect(screen.getByTestId('victory')).toHaveTextContent("Today's pokemon solved in 1 guess.");
  rerender(<VictoryPanel game={game} answer={findItemByName('pokemon', 'Eevee')!} guesses={2} mode="endless" hint={null} busy={false} onPlayAgain={noop} onShare={noop} onReport={noop} />);
  expect(screen.getByTestId('victory')).toHaveTextContent('This endless pokemon solved in 2 guesses.');
  expect(screen.queryByRole('button', { name: 'Share Results' })).toBeNull();
});

test('a saved round restores in the mode it was played in', () => {
  const saved = { date: '2025-09-08', game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: ['Mew'], attempts_data: [{ name: 'Mew', results: {} }] };
  expect(roundFromSaved(saved, 'archive')).toMatchObject({ mode: 'archive', attempts: [{ name: 'Mew' }] });
  expect(roundFromSaved(null, 'archive').mode).toBe('archive');
  expect(roundFromSaved(saved).mode).toBe('daily');
});
