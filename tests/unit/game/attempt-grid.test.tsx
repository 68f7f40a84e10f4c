import { fireEvent, render, screen } from '@testing-library/react';
import { AttemptGrid } from '@/components/game/AttemptGrid';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import type { Attempt } from '@/lib/games/types';

const pokemon = getGame('pokemon')!;
const items = getItems('pokemon');
const itemsByName = new Map(items.map((item) => [item.name.toLowerCase(), item]));
const guess: Attempt = { name: items[0].name, results: Object.fromEntries(pokemon.categories.map((category) => [category.key, 'incorrect'])) };

/** jsdom has no layout: give the scrolling box the sizes a 375 px phone has (Pokemon's table is wider than its box). */
function layOut(box: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(box, 'scrollWidth', { value: scrollWidth, configurable: true });
  Object.defineProperty(box, 'clientWidth', { value: clientWidth, configurable: true });
  box.scrollLeft = scrollLeft;
  fireEvent.scroll(box);
}

function renderGrid() {
  render(<AttemptGrid game={pokemon} attempts={[guess]} itemsByName={itemsByName} emptyText="No guesses yet." />);
  return screen.getByRole('region', { name: 'Your guesses' });
}

const cue = () => screen.queryByText(/Scroll sideways for all 7 clues/);

test('a grid wider than its box says that it scrolls sideways', () => {
  const box = renderGrid();
  layOut(box, { scrollWidth: 701, clientWidth: 341, scrollLeft: 0 });
  expect(cue()).toBeVisible();
  expect(box.parentElement!.parentElement).toHaveAttribute('data-more-right', 'true');
});

test('scrolled to the end, the cue points back and the right edge no longer fades', () => {
  const box = renderGrid();
  layOut(box, { scrollWidth: 701, clientWidth: 341, scrollLeft: 360 });
  expect(cue()).toBeVisible();
  const frame = box.parentElement!.parentElement!;
  expect(frame).toHaveAttribute('data-more-right', 'false');
  expect(frame).toHaveAttribute('data-more-left', 'true');
});

test('a grid that fits shows no cue', () => {
  const box = renderGrid();
  layOut(box, { scrollWidth: 900, clientWidth: 900, scrollLeft: 0 });
  expect(cue()).not.toBeVisible();
});

test('the guess name stays in its own row header beside the clues', () => {
  renderGrid();
  expect(screen.getByRole('rowheader', { name: items[0].name })).toBeInTheDocument();
  expect(screen.getAllByRole('cell')).toHaveLength(pokemon.categories.length);
});

test('every cell shows its result as a symbol besides its colour, and screen readers still hear only its label', () => {
  const results = { type1: 'correct', type2: 'partial', color: 'incorrect', evolution_stage: 'correct', evolution_method: 'incorrect', height_m: 'partial-up', weight_kg: 'partial-down' } as const;
  render(<AttemptGrid game={pokemon} attempts={[{ name: 'Bulbasaur', results }]} itemsByName={itemsByName} emptyText="No guesses yet." />);
  const cells = screen.getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['Grass✓', 'Poison~', 'Green✗', '1✓', 'None✗', '0.7 m↑', '6.9 kg↓']);
  expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
    'Type 1: Grass, correct',
    'Type 2: Poison, partial match',
    'Color: Green, incorrect',
    'Stage: 1, correct',
    'Evolution: None, incorrect',
    'Height: 0.7 m, higher',
    'Weight: 6.9 kg, lower',
  ]);
  for (const cell of cells) expect(cell.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Bulbasaur: Type 1 correct, Type 2 partial match, Color incorrect, Stage correct, Evolution incorrect, Height higher, Weight lower.')).toBeInTheDocument();
});
