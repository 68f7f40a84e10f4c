/** errorMessage (lib/client/api.ts): the one way a failure becomes words for the player. */
import { ApiRequestError, errorMessage } from '@/lib/client/api';
import { getCurrentUser } from '@/lib/client/endpoints';
import { jsonResponse, mockFetch } from '../auth/auth-fixtures';

const fetchMock = mockFetch();
const FALLBACK = 'Something went wrong. Please try again.';

test("an answer with the server's explanation shows it", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Username is already taken' }, 409));
  const failure = await getCurrentUser().catch((error: unknown) => error);
  expect(errorMessage(failure, FALLBACK)).toBe('Username is already taken');
});

test.each([
  ['an answer without a message', new ApiRequestError('HTTP 503: Service Unavailable', 503, '/x')],
  ['an empty message', new ApiRequestError('HTTP 500: Internal Server Error', 500, '/x', '')],
  ['a timeout', new ApiRequestError('Request timeout', 0, '/x')],
  ['a network failure', new TypeError('Failed to fetch')],
  ['any other error', new Error('Cannot read properties of undefined')],
  ['something thrown that is not an error', 'boom'],
  ['nothing', undefined],
])('%s shows the fallback, never the technical text', (_, failure) => {
  expect(errorMessage(failure, FALLBACK)).toBe(FALLBACK);
});

test('a non-OK answer that is not JSON shows the fallback', async () => {
  const notJson = async () => JSON.parse('<html>Bad gateway</html>') as unknown;
  fetchMock.mockResolvedValueOnce({ ok: false, status: 502, statusText: 'Bad Gateway', json: notJson } as Response);
  const failure = await getCurrentUser().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiRequestError);
  expect(errorMessage(failure, FALLBACK)).toBe(FALLBACK);
});
