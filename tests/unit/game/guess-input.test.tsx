import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { GuessInput, type GuessInputProps } from '@/components/game/GuessInput';

// Fifteen names start with 'sa'; 'Isaac' and 'Vasa' only contain it.
const SA_NAMES = Array.from({ length: 15 }, (_, index) => `Sa${String.fromCharCode(97 + index)}ble`);
const NAMES = ['Genesis', 'Exodus', 'Isaac', 'Vasa', ...SA_NAMES];

function setup(props: Partial<GuessInputProps> = {}) {
  const onGuess = jest.fn();
  const ui = (guessedNames: readonly string[]) => (
    <GuessInput names={NAMES} guessedNames={guessedNames} placeholder="Type book name..." onGuess={onGuess} {...props} />
  );
  const { rerender } = render(ui(props.guessedNames ?? []));
  const input = screen.getByRole('combobox');
  const submit = screen.getByRole('button', { name: 'Guess' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  /** The server judged these guesses: they join the guessed names. */
  const judged = (...names: string[]) => rerender(ui([...(props.guessedNames ?? []), ...names]));
  return { onGuess, input, submit, type, judged };
}

/** A pointermove over `element` that moved the pointer by `distance` pixels (0: the page moved, not the mouse). */
function movePointer(element: HTMLElement, distance: number) {
  const event = createEvent.pointerMove(element);
  Object.defineProperties(event, { movementX: { value: 0 }, movementY: { value: distance } });
  fireEvent(element, event);
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('GuessInput', () => {
  test('shows the placeholder and no list before typing', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Type book name...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('typing opens at most 10 suggestions', () => {
    const { input, type } = setup();
    type('sa');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(options()).toHaveLength(10);
  });

  test('names starting with the text come before names only containing it', () => {
    const { type } = setup({ names: ['Isaac', 'Vasa', 'Samuel', 'Sabbath'] });
    type('SA');
    expect(options()).toEqual(['Sabbath', 'Samuel', 'Isaac', 'Vasa']);
  });

  test('ArrowDown highlights a suggestion and Enter guesses it; the box shows it until it is judged, then clears', () => {
    const { input, onGuess, type, judged } = setup();
    type('gen');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const highlighted = screen.getByRole('option', { name: 'Genesis' });
    expect(highlighted).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenCalledWith('Genesis');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // Not judged yet (held for a connection, say): what the player chose stays in the box (issue 36 item 7).
    expect(input).toHaveValue('Genesis');
    judged('Genesis');
    expect(input).toHaveValue('');
  });

  test('a guess that was not judged leaves the box as it is; a box changed meanwhile is not cleared', () => {
    const { input, onGuess, type, judged } = setup();
    type('exodus');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenCalledWith('Exodus');
    expect(input).toHaveValue('Exodus');
    type('Gen');
    judged('Exodus');
    expect(input).toHaveValue('Gen');
  });

  test('ArrowUp from the top wraps to the last suggestion', () => {
    const { input, onGuess, type } = setup({ names: ['Isaac', 'Vasa', 'Samuel'] });
    type('sa');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenCalledWith('Vasa');
  });

  test('clicking a suggestion guesses it', () => {
    const { onGuess, type } = setup();
    type('exo');
    fireEvent.click(screen.getByRole('option', { name: 'Exodus' }));
    expect(onGuess).toHaveBeenCalledWith('Exodus');
  });

  test('a list opening under a resting pointer leaves Enter to the typed name; a moving pointer highlights', () => {
    const { input, onGuess, type } = setup({ names: ['Archer', 'Cavalry Archer', 'Elephant Archer'] });
    type('Archer');
    const elephant = screen.getByRole('option', { name: 'Elephant Archer' });
    fireEvent.pointerOver(elephant);
    fireEvent.pointerEnter(elephant);
    movePointer(elephant, 0);
    expect(elephant).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenLastCalledWith('Archer');

    type('');
    type('Archer');
    movePointer(screen.getByRole('option', { name: 'Cavalry Archer' }), 3);
    expect(screen.getByRole('option', { name: 'Cavalry Archer' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenLastCalledWith('Cavalry Archer');
  });

  test('Enter with no highlight submits an exact name, whatever its case', () => {
    const { input, onGuess, type } = setup();
    type('  exodus ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenCalledWith('Exodus');
  });

  test('Enter with no highlight guesses the item the text names, ignoring spaces, punctuation and accents', () => {
    const names = ["Farfetch'd", 'Mr. Mime', 'Nidoran♀', 'Nidoran♂', 'Pikachu'];
    const { input, submit, onGuess, type, judged } = setup({ names });
    type('farfetchd');
    expect(options()).toEqual(["Farfetch'd"]);
    expect(submit).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenLastCalledWith("Farfetch'd");
    judged("Farfetch'd");
    expect(input).toHaveValue('');

    type('MR  MÍME');
    fireEvent.click(submit);
    expect(onGuess).toHaveBeenLastCalledWith('Mr. Mime');
  });

  test('text that names no single item guesses nothing on Enter: the list stays for a pick', () => {
    const { input, submit, onGuess, type } = setup({ names: ['Nidoran♀', 'Nidoran♂', 'Mr. Mime'] });
    type('nidoran');
    expect(submit).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).not.toHaveBeenCalled();
    expect(options()).toEqual(['Nidoran♀', 'Nidoran♂']);
    type('nidoran m');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).toHaveBeenCalledWith('Nidoran♂');
  });

  test('a forgiving spelling of an already guessed name only clears the box', () => {
    const { input, onGuess, type } = setup({ names: ['Mr. Mime', 'Pikachu'], guessedNames: ['Mr. Mime'] });
    type('mrmime');
    expect(options()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  test('Escape closes the list and keeps the text', () => {
    const { input, type } = setup();
    type('sa');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('sa');
  });

  test('a click outside closes the list, a press inside does not', () => {
    const { input, type } = setup();
    type('sa');
    fireEvent.pointerDown(input);
    expect(options()).toHaveLength(10);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  test('submit is disabled for empty text and unknown names, enabled for an item name', () => {
    const { submit, type, onGuess } = setup();
    expect(submit).toBeDisabled();
    type('   ');
    expect(submit).toBeDisabled();
    type('Genesi');
    expect(submit).toBeDisabled();
    type('genesis');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onGuess).toHaveBeenCalledWith('Genesis');
  });

  test('after a win the input and submit are disabled and nothing is suggested', () => {
    const { input, submit } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(submit).toBeDisabled();
  });

  test('an already guessed name is ignored and the box cleared', () => {
    const { input, submit, type, onGuess } = setup({ guessedNames: ['Genesis'] });
    type('Genesis');
    expect(options()).not.toContain('Genesis');
    fireEvent.click(submit);
    expect(onGuess).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  test('while a guess is being checked, Enter does not send another', () => {
    const { input, type, onGuess } = setup({ busy: true });
    type('Exodus');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onGuess).not.toHaveBeenCalled();
  });

  test('the arrow keys bring the highlighted suggestion into view, the tenth included', () => {
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const { input, type } = setup();
      type('sa');
      for (let press = 0; press < 10; press += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
      const tenth = screen.getAllByRole('option')[9];
      expect(tenth).toHaveAttribute('aria-selected', 'true');
      expect(scrolled.at(-1)).toBe(tenth.textContent);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});

describe('the hidden word (game-side §5)', () => {
  test('enables Guess, clears the box and makes no guess', () => {
    const onSecretWord = jest.fn();
    const { input, submit, type, onGuess } = setup({ onSecretWord });
    type(' CapyBara ');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(input).toHaveValue('');
    expect(onSecretWord).toHaveBeenCalledTimes(1);
    expect(onGuess).not.toHaveBeenCalled();
  });

  test('a guest (no handler) only sees the box cleared; a near miss stays disabled', () => {
    const { input, submit, type, onGuess } = setup();
    type('capybar');
    expect(submit).toBeDisabled();
    type('capybara');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    expect(onGuess).not.toHaveBeenCalled();
  });
});
