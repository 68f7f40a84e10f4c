/** The shared summary figure (components/ui/StatCard.tsx) and game-icon tile (components/ui/GameIconTile.tsx). */
import { render, screen, within } from '@testing-library/react';
import { GameIconTile } from '@/components/ui/GameIconTile';
import { StatCard } from '@/components/ui/StatCard';

test('a stat card is a label (dt) over its figure (dd) in a <dl>, with what follows the figure', () => {
  render(
    <dl>
      <StatCard label="Progress" value="40%" valueTestId="progress-percent">
        <dd>bar</dd>
      </StatCard>
      <StatCard label="Total Games" value={12} className="own-card" valueClassName="own-value" />
    </dl>,
  );
  const progress = screen.getByText('Progress').parentElement!;
  expect(progress.tagName).toBe('DIV');
  expect([...progress.children].map((child) => [child.tagName, child.textContent])).toEqual([
    ['DT', 'Progress'],
    ['DD', '40%'],
    ['DD', 'bar'],
  ]);
  expect(screen.getByTestId('progress-percent')).toHaveTextContent('40%');
  expect(progress.className).toBe('card');
  expect(within(progress).getByText('40%').className).toBe('value');

  // A user's own classes replace the base ones (they compose them in CSS, which keeps the override last).
  const total = screen.getByText('Total Games').parentElement!;
  expect(total.className).toBe('own-card');
  expect(within(total).getByText('12').className).toBe('own-value');
});

test('a game-icon tile is the icon on the tile, sized by its user', () => {
  const { container } = render(<GameIconTile icon="pokeball" size={22} className="small" />);
  const tile = container.firstElementChild!;
  expect(tile.tagName).toBe('SPAN');
  expect(tile.className).toBe('tile small');
  const icon = tile.querySelector('svg')!;
  expect(icon.getAttribute('width')).toBe('22');
  expect(icon.getAttribute('aria-hidden')).toBe('true');
});
