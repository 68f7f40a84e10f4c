import { fireEvent, render, screen } from '@testing-library/react';
import { HintPanel, type HintPanelProps } from '@/components/game/HintPanel';

const GAME = { hintLabel: 'Verse', hintUnlockAttempts: 5 };
const VERSE = 'Ruth 1:16 — whither thou goest, I will go';

function setup(props: Partial<HintPanelProps>) {
  const onReveal = jest.fn();
  const { container } = render(
    <HintPanel game={GAME} attempts={0} revealed={false} hint={null} won={false} onReveal={onReveal} {...props} />,
  );
  return { onReveal, container };
}

describe('HintPanel', () => {
  test.each([
    [0, 'Hint unlocks in 5 guesses.'],
    [3, 'Hint unlocks in 2 guesses.'],
    [4, 'Hint unlocks in 1 guess.'],
  ])('after %i guesses it is locked: %s', (attempts, message) => {
    setup({ attempts });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal hint' })).not.toBeInTheDocument();
  });

  test('the unlock threshold comes from the game', () => {
    setup({ game: { hintLabel: 'Verse', hintUnlockAttempts: 3 }, attempts: 1 });
    expect(screen.getByText('Hint unlocks in 2 guesses.')).toBeInTheDocument();
  });

  test('at 5 guesses a reveal button appears and asks for the hint', () => {
    const { onReveal } = setup({ attempts: 5 });
    expect(screen.queryByText(/Hint unlocks/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal hint' }));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  test('the reveal button waits while a call is running', () => {
    setup({ attempts: 5, busy: true });
    expect(screen.getByRole('button', { name: 'Reveal hint' })).toBeDisabled();
  });

  test('a revealed hint shows its text under the game label', () => {
    setup({ attempts: 6, revealed: true, hint: VERSE });
    expect(screen.getByRole('heading', { name: 'Verse' })).toBeInTheDocument();
    expect(screen.getByText(VERSE)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test("after a win with the hint available but never revealed it says 'Hint was available.'", () => {
    setup({ attempts: 7, won: true });
    expect(screen.getByText('Hint was available.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Hint unlocks/)).not.toBeInTheDocument();
  });

  test('a win on the unlocking guess never had the hint available', () => {
    const { container } = setup({ attempts: 5, won: true });
    expect(screen.queryByText('Hint was available.')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  test('after a win a revealed hint needs no note (the victory block shows it)', () => {
    const { container } = setup({ attempts: 8, won: true, revealed: true, hint: VERSE });
    expect(screen.queryByText('Hint was available.')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  test('an early win shows no panel', () => {
    const { container } = setup({ attempts: 2, won: true });
    expect(container).toBeEmptyDOMElement();
  });
});
