/**
 * The site's links (components/ui/Link.tsx, issue 38): no prefetch while the page loads, only once the player
 * points at, focuses or touches a link; an explicit prefetch={false} stays off; the link's own handlers still run.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import Link from '@/components/ui/Link';

// next/link itself, reduced to what it was asked: the prefetch setting it received.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, children, ...props }: { prefetch?: boolean | null; href: string; children: React.ReactNode }) => (
    <a href={href} data-prefetch={prefetch === undefined ? 'auto' : String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

const link = () => screen.getByRole('link', { name: 'Daily' });

test('a link in view does not prefetch as the page loads', () => {
  render(<Link href="/daily">Daily</Link>);
  expect(link()).toHaveAttribute('data-prefetch', 'false');
  expect(link()).toHaveAttribute('href', '/daily');
});

test.each([
  ['the pointer on it', fireEvent.mouseEnter],
  ['the keyboard focus on it', fireEvent.focus],
  ['a touch', fireEvent.touchStart],
])('%s lets it prefetch as next/link does', (_intent, show) => {
  render(<Link href="/daily">Daily</Link>);
  show(link());
  expect(link()).toHaveAttribute('data-prefetch', 'auto');
});

test('an explicit prefetch setting applies once the player shows an intent', () => {
  render(
    <Link href="/daily" prefetch>
      Daily
    </Link>,
  );
  expect(link()).toHaveAttribute('data-prefetch', 'false');
  fireEvent.mouseEnter(link());
  expect(link()).toHaveAttribute('data-prefetch', 'true');
});

test('prefetch={false} stays off, even on intent', () => {
  render(
    <Link href="/daily" prefetch={false}>
      Daily
    </Link>,
  );
  fireEvent.mouseEnter(link());
  fireEvent.focus(link());
  expect(link()).toHaveAttribute('data-prefetch', 'false');
});

test("the link's own handlers still run", () => {
  const onMouseEnter = jest.fn();
  const onFocus = jest.fn();
  const onClick = jest.fn();
  render(
    <Link href="/daily" onMouseEnter={onMouseEnter} onFocus={onFocus} onClick={onClick}>
      Daily
    </Link>,
  );
  fireEvent.mouseEnter(link());
  fireEvent.focus(link());
  fireEvent.click(link());
  expect(onMouseEnter).toHaveBeenCalledTimes(1);
  expect(onFocus).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);
});
