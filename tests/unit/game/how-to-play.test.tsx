import { fireEvent, render, screen } from '@testing-library/react';
import { HowToPlay } from '@/components/game/HowToPlay';
import { getGame } from '@/lib/games/registry';

const pokemon = getGame('pokemon')!;

test('the rules are in the page while the dialog is closed (the server HTML carries them)', () => {
  render(<HowToPlay game={pokemon} />);
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(dialog).not.toHaveAttribute('open');
  expect(dialog).toHaveTextContent('After 5 guesses you can reveal a hint');
});

test('opens with focus on the dialog, not on a control at its end, and Escape gives focus back', () => {
  render(<HowToPlay game={pokemon} />);
  const button = screen.getByRole('button', { name: 'How to Play' });
  button.focus();
  fireEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: 'How to Play: Pokemon (original 151)' });
  expect(dialog).toHaveAttribute('open');
  expect(document.activeElement).toBe(dialog);
  expect(button).toHaveAttribute('aria-expanded', 'true');

  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(dialog).not.toHaveAttribute('open');
  expect(document.activeElement).toBe(button);
});
