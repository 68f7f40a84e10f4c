import { render, screen, within } from '@testing-library/react';
import { GuessDistribution } from '@/components/stats/GuessDistribution';
import { emptyDistribution } from '@/lib/games/distribution';

const distribution = { ...emptyDistribution(), '2': 1, '4': 6, '10+': 3 };

test('an image named "Guess distribution: …", its shapes hidden from screen readers', () => {
  render(<GuessDistribution whose="your wins" distribution={distribution} highlight="4" />);
  const chart = screen.getByRole('img', { name: 'Guess distribution: your wins' });
  expect(chart.tagName.toLowerCase()).toBe('svg');
  expect(chart.querySelectorAll('g[aria-hidden="true"]')).toHaveLength(10);
});

test('the numbers as a table, every bucket from 1 to 10+, the current round named', () => {
  render(<GuessDistribution whose="your wins" distribution={distribution} highlight="4" />);
  const table = screen.getByRole('table', { name: 'Guess distribution: your wins' });
  const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['1', '0'],
    ['2', '1'],
    ['3', '0'],
    ['4 (this round)', '6'],
    ['5', '0'],
    ['6', '0'],
    ['7', '0'],
    ['8', '0'],
    ['9', '0'],
    ['10+', '3'],
  ]);
});

test("the current round's bar, and only it, is marked; bars scale to the tallest", () => {
  const { container } = render(<GuessDistribution whose="your wins" distribution={distribution} highlight="10+" />);
  const marked = container.querySelectorAll('[data-current]');
  expect([...marked].map((bar) => bar.getAttribute('data-bucket'))).toEqual(['10+']);
  const width = (bucket: string) => Number(container.querySelector(`[data-bucket="${bucket}"] rect`)!.getAttribute('width'));
  expect(width('4')).toBeGreaterThan(width('10+'));
  expect(width('10+')).toBeGreaterThan(width('2'));
  expect(width('1')).toBeLessThan(width('2'));
});

test('without a highlight (everyone’s numbers), no bar is marked', () => {
  const { container } = render(<GuessDistribution whose="everyone's wins today" distribution={emptyDistribution()} />);
  expect(container.querySelectorAll('[data-current]')).toHaveLength(0);
  expect(screen.getByRole('img', { name: "Guess distribution: everyone's wins today" })).toBeInTheDocument();
});
