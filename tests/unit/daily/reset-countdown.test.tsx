import { act, screen, within } from '@testing-library/react';
import { getGame } from '@/lib/games/registry';
import { failingResponse, mockTimeInfo, NEXT_RESET, renderDashboard, seedDailyWin, timeInfoResponse, TODAY } from './daily-fixtures';

jest.mock('@/lib/client/endpoints');

const bible = getGame('bible-books')!;
const timer = () => screen.getByRole('timer', { name: 'Next puzzles in' });
const countdownBox = () => timer().parentElement as HTMLElement;

/** 65 s before the reset. */
const START = new Date(Date.parse(NEXT_RESET) - 65_000);

/** Moves the fake clock in steps of at most 1 s, letting React render and run effects after each, as a browser would. */
async function advance(ms: number) {
  let left = ms;
  do {
    const step = Math.min(left, 1000);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(step);
    });
    left -= step;
  } while (left > 0);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: START });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setVisibility('visible');
});

test('shows a neutral placeholder, then HH:MM:SS from /api/time/info, ticking every second', async () => {
  const timeInfoCalls = mockTimeInfo(timeInfoResponse());
  renderDashboard();
  expect(timer()).toHaveTextContent('--:--:--');
  await advance(0);
  expect(timeInfoCalls).toHaveBeenCalledTimes(1);
  expect(timer()).toHaveTextContent('00:01:05');
  await advance(1000);
  expect(timer()).toHaveTextContent('00:01:04');
  await advance(3000);
  expect(timer()).toHaveTextContent('00:01:01');
  expect(countdownBox()).not.toHaveAttribute('data-urgent');
  await advance(1000);
  expect(timer()).toHaveTextContent('00:01:00');
  expect(countdownBox()).toHaveAttribute('data-urgent', 'true');
});

test("at 0 it reads 'Resetting...', refetches after 1 s and the page moves to the new day", async () => {
  seedDailyWin(bible, TODAY);
  const timeInfoCalls = mockTimeInfo(timeInfoResponse(), timeInfoResponse('2026-11-22', '2026-11-23T06:00:00.000Z'));
  renderDashboard();
  await advance(0);
  expect(screen.getByTestId('completed-today')).toHaveTextContent('1/5');

  await advance(65_000);
  expect(timer()).toHaveTextContent('Resetting...');
  expect(timeInfoCalls).toHaveBeenCalledTimes(1);
  await advance(999);
  expect(timeInfoCalls).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(timeInfoCalls).toHaveBeenCalledTimes(2);

  expect(timer()).toHaveTextContent('23:59:59');
  expect(screen.getByRole('heading', { level: 2, name: 'Sunday, November 22, 2026' })).toBeInTheDocument();
  expect(screen.getByTestId('completed-today')).toHaveTextContent('0/5');
  const bibleCard = screen.getByRole('heading', { level: 3, name: 'Books of the Bible' }).closest('article') as HTMLElement;
  expect(within(bibleCard).getByText('Start Challenge')).toBeInTheDocument();
  expect(within(bibleCard).getByTestId('streak-bible-books')).toHaveTextContent('1');
});

test('keeps asking every second while the server still answers with the old reset', async () => {
  const timeInfoCalls = mockTimeInfo(timeInfoResponse());
  renderDashboard();
  await advance(65_000);
  expect(timer()).toHaveTextContent('Resetting...');
  await advance(3000);
  expect(timeInfoCalls).toHaveBeenCalledTimes(4);
  expect(timer()).toHaveTextContent('Resetting...');
});

test('a failing /api/time/info shows the error message', async () => {
  mockTimeInfo(failingResponse());
  renderDashboard();
  await advance(0);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load reset timer');
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test('refetches when the tab comes back after more than 30 s hidden, not after a short look away', async () => {
  const timeInfoCalls = mockTimeInfo(timeInfoResponse(TODAY, '2026-11-22T07:00:00.000Z'));
  renderDashboard();
  await advance(0);
  expect(timeInfoCalls).toHaveBeenCalledTimes(1);

  setVisibility('hidden');
  await advance(10_000);
  setVisibility('visible');
  await advance(0);
  expect(timeInfoCalls).toHaveBeenCalledTimes(1);

  setVisibility('hidden');
  await advance(31_000);
  setVisibility('visible');
  await advance(0);
  expect(timeInfoCalls).toHaveBeenCalledTimes(2);
});
