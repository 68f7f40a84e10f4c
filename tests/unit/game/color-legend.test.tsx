import { render, screen, within } from '@testing-library/react';
import { ColorLegend } from '@/components/game/ColorLegend';

test('the colour key shows each result with the symbol its cells carry, read as its name alone', () => {
  render(<ColorLegend />);
  const entries = within(screen.getByRole('region', { name: 'Colour indicators' })).getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual(['✓Correct', '~Partial', '✗Incorrect']);
  for (const entry of entries) expect(entry.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Arrows point towards the answer: ↑ higher, ↓ lower.')).toBeInTheDocument();
});
