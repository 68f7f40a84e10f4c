import { fireEvent, render, screen, within } from '@testing-library/react';
import { useSearchParams } from 'next/navigation';
import { PlayedGamesTable } from '@/components/stats/PlayedGamesTable';
import { UnplayedGamesList } from '@/components/stats/UnplayedGamesList';
import { getGame } from '@/lib/games/registry';
import { row } from './stats-fixtures';

// useRouter: the site's links ask it to prefetch on intent (components/ui/Link.tsx).
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn(() => null), useRouter: () => ({ prefetch: jest.fn() }) }));

const ROWS = [
  row('Books of the Bible', { currentStreak: 3, totalGames: 4, lastPlayed: '2026-11-21T18:00:00.000Z', lastPlayedText: 'Nov 21, 2026, 12:00 PM Chicago time' }),
  row('Age of Empires II units', { id: 'aoe2-units', route: '/solve/aoe2-units', currentStreak: 3, totalGames: 12 }),
  row('Slay the Spire cards', { id: 'slay-the-spire', route: '/solve/slay-the-spire', currentStreak: 1, totalGames: 2 }),
];

const header = (name: string) => screen.getByRole('columnheader', { name });
const sortButton = (name: string) => within(header(name)).getByRole('button');
const order = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);

test('headers are buttons; Name is sorted ascending at first and only it carries aria-sort', () => {
  render(<PlayedGamesTable rows={ROWS} />);
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
  expect(headers.map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
    'Name',
    'Current Streak',
    'Best Streak',
    'Daily Games',
    'Total Games',
    'Last Played',
  ]);
  headers.forEach((cell) => expect(within(cell).getByRole('button')).toHaveAttribute('type', 'button'));
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Total Games')).not.toHaveAttribute('aria-sort');
  expect(order()).toEqual(['Age of Empires II units', 'Books of the Bible', 'Slay the Spire cards']);
});

test('clicking a new header sorts ascending; clicking it again sorts descending', () => {
  render(<PlayedGamesTable rows={ROWS} />);
  fireEvent.click(sortButton('Total Games'));
  expect(header('Total Games')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Name')).not.toHaveAttribute('aria-sort');
  expect(order()).toEqual(['Slay the Spire cards', 'Books of the Bible', 'Age of Empires II units']);

  fireEvent.click(sortButton('Total Games'));
  expect(header('Total Games')).toHaveAttribute('aria-sort', 'descending');
  expect(order()).toEqual(['Age of Empires II units', 'Books of the Bible', 'Slay the Spire cards']);

  fireEvent.click(sortButton('Name'));
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
});

test('ties on the sorted column are ordered by name', () => {
  render(<PlayedGamesTable rows={ROWS} />);
  fireEvent.click(sortButton('Current Streak'));
  fireEvent.click(sortButton('Current Streak'));
  expect(order()).toEqual(['Age of Empires II units', 'Books of the Bible', 'Slay the Spire cards']);
});

test("cells show the numbers, the date, 'Never', and link the game", () => {
  render(<PlayedGamesTable rows={ROWS} />);
  const bible = screen.getByRole('rowheader', { name: 'Books of the Bible' }).closest('tr')!;
  expect(Array.from(bible.children).map((cell) => cell.textContent)).toEqual(['Books of the Bible', '3', '0', '0', '4', 'Nov 21, 2026, 12:00 PM Chicago time']);
  expect(within(bible).getByRole('link')).toHaveAttribute('href', '/solve/bible-books');
  const aoe = screen.getByRole('rowheader', { name: 'Age of Empires II units' }).closest('tr')!;
  expect(aoe.lastElementChild).toHaveTextContent('Never');
});

test('no played games: the empty message instead of a table', () => {
  render(<PlayedGamesTable rows={[]} />);
  expect(screen.getByText("You haven't played any games yet.")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the untried games link to their game pages; none left says so', () => {
  const { rerender } = render(<UnplayedGamesList games={[getGame('pokemon')!, getGame('subnautica-creatures')!]} />);
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Pokemon (original 151)Play →', '/solve/pokemon'],
    ['Subnautica creaturesPlay →', '/solve/subnautica-creatures'],
  ]);
  rerender(<UnplayedGamesList games={[]} />);
  expect(screen.getByText("You've tried every game!")).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('the sort is kept in the address: a click writes it, and a page opened with it starts sorted so', () => {
  window.history.replaceState(null, '', '/stats');
  const { unmount } = render(<PlayedGamesTable rows={ROWS} />);
  fireEvent.click(sortButton('Total Games'));
  fireEvent.click(sortButton('Total Games'));
  expect(window.location.search).toBe('?sort=totalGames&dir=desc');
  unmount();

  window.history.replaceState(null, '', '/stats?sort=totalGames&dir=asc');
  jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams(window.location.search) as never);
  render(<PlayedGamesTable rows={ROWS} />);
  expect(header('Total Games')).toHaveAttribute('aria-sort', 'ascending');
  expect(order()).toEqual(['Slay the Spire cards', 'Books of the Bible', 'Age of Empires II units']);
  window.history.replaceState(null, '', '/');
});
