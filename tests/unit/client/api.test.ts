/** The browser's API client (lib/client/api.ts): what every endpoint function sends and how a 401 is handled. */
import { ApiRequestError } from '@/lib/client/api';
import { getCurrentUser, postDailyGuess } from '@/lib/client/endpoints';
import { getGame } from '@/lib/games/registry';
import { jsonResponse, mockFetch } from '../auth/auth-fixtures';

const fetchMock = mockFetch();
const paths = () => fetchMock.mock.calls.map(([url]) => url);
const game = getGame('bible-books')!;

test('sends JSON with the session cookie, and parses the answer', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse({ won: false }));
  await expect(postDailyGuess(game, { guess: 'Ruth', date: '2026-11-01' })).resolves.toEqual({ won: false });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/daily/bible-books/guess');
  expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ guess: 'Ruth', date: '2026-11-01' }) });
});

test('a 401 from a game call refreshes the session once and asks again', async () => {
  fetchMock
    .mockResolvedValueOnce(jsonResponse({ error: 'expired' }, 401))
    .mockResolvedValueOnce(jsonResponse({ ok: true }))
    .mockResolvedValueOnce(jsonResponse({ won: true }));
  await expect(postDailyGuess(game, { guess: 'Ruth' })).resolves.toEqual({ won: true });
  expect(paths()).toEqual(['/api/daily/bible-books/guess', '/auth/refresh', '/api/daily/bible-books/guess']);
});

test('a 401 from /auth/me means signed out: no refresh, and the error carries the status', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Not signed in' }, 401));
  const failure = await getCurrentUser().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiRequestError);
  expect(failure).toMatchObject({ status: 401, serverMessage: 'Not signed in' });
  expect(paths()).toEqual(['/auth/me']);
});
