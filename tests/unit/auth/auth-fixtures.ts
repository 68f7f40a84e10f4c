/** Shared pieces for the accounts-side component tests. */
import type { AccountUser } from '@/lib/auth/account-user';
import { ApiRequestError } from '@/lib/client/api';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';

export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'user-1',
    username: 'alice',
    email: 'alice@example.com',
    role: 'user',
    profile_picture: null,
    bio: '',
    badge: null,
    created_at: '2026-01-01T00:00:00.000Z',
    last_login: null,
    ...overrides,
  };
}

/** Just enough of a fetch Response for lib/client/api.ts. */
export function jsonResponse(body: unknown, status = 200, statusText = status === 200 ? 'OK' : 'Error'): Response {
  return { ok: status >= 200 && status < 300, status, statusText, json: async () => body } as Response;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Replaces global.fetch with a jest mock for the length of one test file; returns the mock. */
export function mockFetch(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const original = global.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = original;
  });
  return fetchMock;
}

/** The parsed JSON body of one fetch call. */
export function sentBody(call: [string, RequestInit?] | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** The server's 503 when its database did not confirm a sign-out: the message and the revocation token to resend. */
export function logoutNotConfirmed(revocationToken: string, endpoint = '/auth/logout'): ApiRequestError {
  const answer = { error: LOGOUT_NOT_CONFIRMED_MESSAGE, code: 'logout_not_confirmed', revocationToken };
  return new ApiRequestError('HTTP 503: Service Unavailable', 503, endpoint, answer.error, answer.code, answer);
}
