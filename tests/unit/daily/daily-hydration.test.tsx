import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DailyDashboard } from '@/components/daily/DailyDashboard';
import { ToastProvider } from '@/components/ui/toast';
import { FAVOURITES_KEY } from '@/lib/client/guest-storage';
import { createQueryClient } from '@/lib/client/query-client';
import { getGame } from '@/lib/games/registry';
import { mockTimeInfo, seedDailyWin, timeInfoResponse, TODAY } from './daily-fixtures';

jest.mock('@/lib/client/endpoints');

/** The server and the browser each have their own query cache, as in the app. */
const page = () => (
  <QueryClientProvider client={createQueryClient()}>
    <ToastProvider>
      <DailyDashboard initialDate={TODAY} />
    </ToastProvider>
  </QueryClientProvider>
);

beforeEach(() => {
  localStorage.clear();
  mockTimeInfo(timeInfoResponse());
});

test('the server HTML holds neutral placeholders, not guesses about browser storage', () => {
  seedDailyWin(getGame('pokemon')!, TODAY);
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['pokemon']));
  const html = renderToString(page());
  expect(html).toContain('Saturday, November 21, 2026');
  expect(html).toContain('--:--:--');
  expect(html).toContain('–/5');
  expect(html).toContain('Loading your games…');
  for (const guess of ['Completed!', '>Completed<', '>Available<', 'Start Challenge', 'Star your favorite games', '1/5']) expect(html).not.toContain(guess);
});

test('hydrating that HTML raises no mismatch, then shows what browser storage holds', async () => {
  seedDailyWin(getGame('pokemon')!, TODAY);
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['pokemon']));
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.appendChild(container);
  const recoverableErrors = jest.fn();
  const consoleErrors = jest.spyOn(console, 'error');

  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: recoverableErrors });
  });

  expect(recoverableErrors).not.toHaveBeenCalled();
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(container.querySelector('[data-testid="completed-today"]')).toHaveTextContent('1/5');
  expect(container).toHaveTextContent('Completed!');
  expect(container.querySelector('table')).toHaveTextContent('Pokemon (original 151)');
  act(() => root!.unmount());
  container.remove();
  consoleErrors.mockRestore();
});
