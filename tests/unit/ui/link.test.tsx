/**
 * The site's links (components/ui/Link.tsx, issue 38): no prefetch while the page loads, only once the player
 * points at, focuses or touches a link, and then once; an explicit prefetch={false} stays off; the link's own
 * handlers still run; the intent never re-renders next/link (a click right after the pointer arrives meets the
 * link it pointed at: the full e2e run once saw such a click not navigate while the prop changed under it).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import Link from '@/components/ui/Link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

// next/link itself, reduced to what it was asked (its prefetch setting) and how often it rendered.
let nextLinkRenders = 0;
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, children, ...props }: { prefetch?: boolean | null; href: string; children: React.ReactNode }) => {
    nextLinkRenders++;
    return (
      <a href={href} data-prefetch={prefetch === undefined ? 'auto' : String(prefetch)} {...props}>
        {children}
      </a>
    );
  },
}));

beforeEach(() => {
  prefetch.mockClear();
  nextLinkRenders = 0;
});

const link = () => screen.getByRole('link', { name: 'Daily' });

test('a link in view does not prefetch as the page loads', () => {
  render(<Link href="/daily">Daily</Link>);
  expect(link()).toHaveAttribute('data-prefetch', 'false');
  expect(link()).toHaveAttribute('href', '/daily');
  expect(prefetch).not.toHaveBeenCalled();
});

test.each([
  ['the pointer on it', fireEvent.mouseEnter],
  ['the keyboard focus on it', fireEvent.focus],
  ['a touch', fireEvent.touchStart],
])('%s asks the router for the page, once', (_intent, show) => {
  render(<Link href="/daily">Daily</Link>);
  show(link());
  show(link());
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith('/daily');
});

test('the intent does not re-render next/link', () => {
  render(<Link href="/daily">Daily</Link>);
  const rendersBefore = nextLinkRenders;
  fireEvent.mouseEnter(link());
  fireEvent.focus(link());
  expect(nextLinkRenders).toBe(rendersBefore);
  expect(link()).toHaveAttribute('data-prefetch', 'false');
});

test('prefetch={false} stays off, even on intent', () => {
  render(
    <Link href="/daily" prefetch={false}>
      Daily
    </Link>,
  );
  fireEvent.mouseEnter(link());
  fireEvent.focus(link());
  fireEvent.touchStart(link());
  expect(prefetch).not.toHaveBeenCalled();
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
