import { act, fireEvent, screen, within } from '@testing-library/react';
import { FAVOURITES_KEY } from '@/lib/client/guest-storage';
import { getGame } from '@/lib/games/registry';
import { mockTimeInfo, renderDashboard, seedDailyWin, timeInfoResponse, TODAY } from './daily-fixtures';

jest.mock('@/lib/client/endpoints');

const bible = getGame('bible-books')!;
const pokemon = getGame('pokemon')!;

const overview = () => screen.getByRole('region', { name: 'Games Overview' });
const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
const star = (title: string) => screen.getByRole('button', { name: `Favourite ${title}` });
const completedToday = () => screen.getByTestId('completed-today').textContent;
const progress = () => screen.getByTestId('progress-percent').textContent;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-21T18:00:00Z') });
  mockTimeInfo(timeInfoResponse());
});

afterEach(() => jest.useRealTimers());

/** Renders and lets the time info answer arrive. */
async function renderLoaded() {
  const view = renderDashboard();
  await act(async () => {});
  return view;
}

test('shows the long-form date and five cards sorted by title, with no completions yet', async () => {
  await renderLoaded();
  expect(screen.getByRole('heading', { level: 2, name: 'Saturday, November 21, 2026' })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Age of Empires II units', 'Books of the Bible', 'Pokemon (original 151)', 'Slay the Spire cards', 'Subnautica creatures']);
  expect(within(card('Books of the Bible')).getByRole('link', { name: 'Books of the Bible' })).toHaveAttribute('href', '/solve/bible-books');
  expect(screen.getAllByText('Start Challenge')).toHaveLength(5);
  expect(completedToday()).toBe('0/5');
  expect(progress()).toBe('0%');
});

test('with no favourites the table is replaced by the star message', async () => {
  await renderLoaded();
  expect(within(overview()).getByText('Star your favorite games to track your stats here!')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('starring a game shows it in the Games Overview table with its streak and Available; unstarring removes it', async () => {
  localStorage.setItem(bible.streakKey, JSON.stringify(['2026-11-19', '2026-11-20']));
  localStorage.setItem(`${bible.streakKey}_best`, JSON.stringify(6));
  await renderLoaded();

  fireEvent.click(star('Books of the Bible'));
  expect(star('Books of the Bible')).toHaveAttribute('aria-pressed', 'true');
  expect(star('Pokemon (original 151)')).toHaveAttribute('aria-pressed', 'false');
  expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['bible-books']);

  const table = within(overview()).getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Game', 'Current Streak', 'Best Streak', "Today's Challenge"]);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(Array.from(rows[0].children).map((cell) => cell.textContent)).toEqual(['Books of the Bible', '2', '6', 'Available']);
  expect(within(card('Books of the Bible')).getByTestId('streak-bible-books')).toHaveTextContent('2');

  fireEvent.click(star('Books of the Bible'));
  expect(within(overview()).getByText('Star your favorite games to track your stats here!')).toBeInTheDocument();
});

test('a game completed today shows Completed, Completed! and 1/5 with 20%', async () => {
  seedDailyWin(bible, TODAY, ['2026-11-20']);
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['bible-books', 'pokemon']));
  await renderLoaded();

  const rows = within(overview()).getAllByRole('row').slice(1);
  expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
    ['Books of the Bible', '2', '2', 'Completed'],
    ['Pokemon (original 151)', '0', '0', 'Available'],
  ]);
  expect(within(card('Books of the Bible')).getByText('Completed!')).toBeInTheDocument();
  expect(within(card('Pokemon (original 151)')).getByText('Start Challenge')).toBeInTheDocument();
  expect(completedToday()).toBe('1/5');
  expect(progress()).toBe('20%');
  expect(screen.getByRole('progressbar', { name: 'Daily challenges completed' })).toHaveAttribute('aria-valuenow', '20');
});

test("yesterday's saved win does not count as completed today", async () => {
  seedDailyWin(pokemon, '2026-11-20');
  await renderLoaded();
  expect(within(card('Pokemon (original 151)')).getByText('Start Challenge')).toBeInTheDocument();
  expect(within(card('Pokemon (original 151)')).getByTestId('streak-pokemon')).toHaveTextContent('1');
  expect(completedToday()).toBe('0/5');
});

test('a win saved in another tab shows up without a reload', async () => {
  await renderLoaded();
  seedDailyWin(pokemon, TODAY);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: pokemon.dailyKey }));
  });
  expect(completedToday()).toBe('1/5');
  expect(within(card('Pokemon (original 151)')).getByText('Completed!')).toBeInTheDocument();
});

test('a click anywhere on a table row follows its game link', async () => {
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['pokemon']));
  await renderLoaded();
  const link = within(overview()).getByRole('link', { name: 'Pokemon (original 151)' });
  expect(link).toHaveAttribute('href', '/solve/pokemon');
  const followed = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', followed);
  fireEvent.click(within(overview()).getByText('Available'));
  expect(followed).toHaveBeenCalledTimes(1);
});

test('the star does not navigate: it is a button outside the card link', async () => {
  await renderLoaded();
  const button = star('Subnautica creatures');
  expect(button.closest('a')).toBeNull();
  expect(button).toHaveAttribute('type', 'button');
});

test('a browser that refuses to store favourites gets an error message instead of a silent no-op', async () => {
  await renderLoaded();
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  fireEvent.click(star('Books of the Bible'));
  expect(star('Books of the Bible')).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your favourites');
  jest.restoreAllMocks();
});
