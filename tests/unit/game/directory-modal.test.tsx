import { fireEvent, render, screen, within } from '@testing-library/react';
import { DirectoryModal, type DirectoryModalProps } from '@/components/game/DirectoryModal';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';

const bible = getGame('bible-books')!;
const books = getItems('bible-books');
const cards = getItems('slay-the-spire');

beforeEach(() => window.sessionStorage.clear());

function renderDirectory(props: Partial<DirectoryModalProps> = {}) {
  const handlers = { onPick: jest.fn(), onClose: jest.fn() };
  const view = render(<DirectoryModal game={bible} items={books} guessedNames={[]} canPick {...handlers} {...props} />);
  return { ...view, ...handlers };
}

const group = (name: string) => screen.getByRole('group', { name });
const chip = (groupName: string, option: string) => within(group(groupName)).getByRole('button', { name: option });
const listedNames = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.querySelector('span')!.firstChild!.textContent);
const count = () => screen.getByText(/^\d+ of \d+$/).textContent;

test('opens as a modal dialog named by its heading, with focus inside, every option on and every item listed', () => {
  renderDirectory();
  const dialog = screen.getByRole('dialog', { name: 'Book Directory' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(within(group('Testament')).getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
  expect(count()).toBe(`${books.length} of ${books.length}`);
  expect(screen.getByRole('button', { name: /^Genesis/ })).toHaveTextContent('Testament Old');
});

test('a left click toggles an option and narrows the list; a second click brings it back', () => {
  renderDirectory();
  fireEvent.click(chip('Testament', 'Old'));
  expect(chip('Testament', 'Old')).toHaveAttribute('aria-pressed', 'false');
  const newTestament = books.filter((b) => b.testament === 'New');
  expect(count()).toBe(`${newTestament.length} of ${books.length}`);
  expect(listedNames()).toEqual(newTestament.map((b) => b.name));
  fireEvent.click(chip('Testament', 'Old'));
  expect(count()).toBe(`${books.length} of ${books.length}`);
});

test('a right click selects only that option in its group and leaves other groups alone', () => {
  renderDirectory();
  const event = fireEvent.contextMenu(chip('Genre', 'Gospel'));
  expect(event).toBe(false); // default prevented: no browser menu
  const pressed = within(group('Genre')).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');
  expect(pressed.map((b) => b.textContent)).toEqual(['Gospel']);
  expect(chip('Testament', 'Old')).toHaveAttribute('aria-pressed', 'true');
  expect(listedNames()).toEqual(['Matthew', 'Mark', 'Luke', 'John']);
});

test('a group with nothing selected matches nothing and shows the game’s empty message; reset restores everything', () => {
  renderDirectory();
  fireEvent.click(chip('Testament', 'Old'));
  fireEvent.click(chip('Testament', 'New'));
  expect(screen.getByText('No books match the current filters.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(count()).toBe(`0 of ${books.length}`);
  fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
  expect(count()).toBe(`${books.length} of ${books.length}`);
  expect(chip('Testament', 'New')).toHaveAttribute('aria-pressed', 'true');
});

test('the card games use their own empty message', () => {
  renderDirectory({ game: getGame('slay-the-spire')!, items: cards });
  fireEvent.contextMenu(chip('Classes', 'Colorless'));
  fireEvent.contextMenu(chip('Costs', 'X'));
  fireEvent.contextMenu(chip('Types', 'Power'));
  expect(screen.getByText('No cards match the current filters.')).toBeInTheDocument();
});

test('the selection is stored in sessionStorage under the game’s key and restored on the next opening', () => {
  const first = renderDirectory();
  fireEvent.contextMenu(chip('Audience', 'Nineveh'));
  const stored = JSON.parse(window.sessionStorage.getItem('bibleBooksDirectoryFiltersV1')!);
  expect(stored.audience).toEqual(['Nineveh']);
  first.unmount();

  renderDirectory();
  expect(listedNames()).toEqual(books.filter((b) => b.audience === 'Nineveh').map((b) => b.name));
  expect(chip('Audience', 'Israel')).toHaveAttribute('aria-pressed', 'false');
});

test.each(['{not json', '"a string"', '{"testament": "Old", "genre": ["Nope"]}'])('corrupt storage %s is tolerated', (value) => {
  window.sessionStorage.setItem('bibleBooksDirectoryFiltersV1', value);
  renderDirectory();
  expect(chip('Testament', 'Old')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('Genre', 'Law')).toHaveAttribute('aria-pressed', 'true');
  expect(count()).toBe(`${books.length} of ${books.length}`);
});

test('picking an item calls onPick with its name and closes the directory', () => {
  const { onPick, onClose } = renderDirectory();
  fireEvent.click(screen.getByRole('button', { name: /^Ruth/ }));
  expect(onPick).toHaveBeenCalledWith('Ruth');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('an already guessed item is shown as guessed and cannot be picked', () => {
  const { onPick } = renderDirectory({ guessedNames: ['ruth'] });
  const ruth = screen.getByRole('button', { name: /^Ruth/ });
  expect(ruth).toBeDisabled();
  expect(ruth).toHaveTextContent('Guessed');
  fireEvent.click(ruth);
  expect(onPick).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: /^Esther/ })).toBeEnabled();
});

test('nothing can be picked when picking is not allowed', () => {
  const { onPick } = renderDirectory({ canPick: false });
  fireEvent.click(screen.getByRole('button', { name: /^Ruth/ }));
  expect(onPick).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: /^Ruth/ })).toBeDisabled();
});

test('the name search narrows the list', () => {
  renderDirectory();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search books by name' }), { target: { value: 'john' } });
  expect(listedNames()).toEqual(['John', '1 John', '2 John', '3 John']);
});

test('the name search ignores spaces, punctuation and accents, as the guess box does', () => {
  renderDirectory({ game: getGame('pokemon')!, items: getItems('pokemon') });
  const search = screen.getByRole('searchbox', { name: 'Search pokemon by name' });
  fireEvent.change(search, { target: { value: 'mr mime' } });
  expect(listedNames()).toEqual(['Mr. Mime']);
  fireEvent.change(search, { target: { value: 'FARFÉTCHD' } });
  expect(listedNames()).toEqual(["Farfetch'd"]);
  fireEvent.change(search, { target: { value: 'nidoran ♂' } });
  expect(listedNames()).toEqual(['Nidoran♂']);
  fireEvent.change(search, { target: { value: 'zz top' } });
  expect(screen.getByText('No pokemon match “zz top”.')).toBeInTheDocument();
});

test('Escape and the close button close it, and focus returns to where it was', () => {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const { onClose, unmount } = renderDirectory();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  fireEvent.click(screen.getByRole('button', { name: 'Close directory' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  unmount();
  expect(document.activeElement).toBe(opener);
  opener.remove();
});
