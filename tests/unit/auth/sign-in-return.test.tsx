/** /auth/callback, where every sign-in returns (accounts-side §2.3, §8, §9 "callback redirect"). */
import { act, screen } from '@testing-library/react';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { SignInReturn } from '@/components/account/SignInReturn';
import { useAuth } from '@/components/auth/AuthProvider';
import type { AccountUser } from '@/lib/auth/account-user';
import { finishFreshSignIn } from '@/lib/client/fresh-sign-in';
import { accountUser, deferred } from './auth-fixtures';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/client/fresh-sign-in', () => ({ finishFreshSignIn: jest.fn() }));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const announceSignIn = jest.fn<Promise<AccountUser | null>, []>();
const finish = finishFreshSignIn as jest.MockedFunction<typeof finishFreshSignIn>;
(useAuth as jest.Mock).mockReturnValue({ announceSignIn });

const message = () => screen.getByRole('status');

async function settle() {
  await act(async () => {});
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  finish.mockResolvedValue(undefined);
  window.history.replaceState({}, '', '/auth/callback');
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  window.history.replaceState({}, '', '/');
});

test("shows 'Signing you in...' while the user is read", async () => {
  announceSignIn.mockReturnValue(new Promise(() => {}));
  render(<SignInReturn />);
  expect(message()).toHaveTextContent(/^Signing you in\.\.\.$/);
  await wait(5_000);
  expect(message()).toHaveTextContent(/^Signing you in\.\.\.$/);
  expect(router.replace).not.toHaveBeenCalled();
});

test("an existing user sees 'Welcome back! Redirecting...' and goes to / after 1500 ms, not before", async () => {
  const answer = deferred<AccountUser | null>();
  announceSignIn.mockReturnValue(answer.promise);
  render(<SignInReturn />);
  expect(message()).toHaveTextContent('Signing you in...');

  await act(async () => answer.resolve(accountUser({ username: 'alice' })));
  expect(message()).toHaveTextContent(/^Welcome back! Redirecting\.\.\.$/);

  await wait(1_499);
  expect(router.replace).not.toHaveBeenCalled();
  await wait(1);
  expect(router.replace).toHaveBeenCalledTimes(1);
  expect(router.replace).toHaveBeenCalledWith('/');
});

test("a new user sees 'Welcome! Setting up your profile...' and goes to /username-setup", async () => {
  announceSignIn.mockResolvedValue(accountUser({ username: null }));
  render(<SignInReturn />);
  await settle();
  expect(message()).toHaveTextContent(/^Welcome! Setting up your profile\.\.\.$/);
  await wait(0); // "after a short delay": not at once
  expect(router.replace).not.toHaveBeenCalled();

  await wait(1_500);
  expect(router.replace).toHaveBeenCalledTimes(1);
  expect(router.replace).toHaveBeenCalledWith('/username-setup');
});

test('?error=AccessDenied explains the failure and goes to /login after 2000 ms', async () => {
  window.history.replaceState({}, '', '/auth/callback?error=AccessDenied');
  render(<SignInReturn />);
  await settle();
  expect(message()).toHaveTextContent(/^Authentication failed: access was denied\. Redirecting\.\.\.$/);
  expect(announceSignIn).not.toHaveBeenCalled();

  await wait(1_999);
  expect(router.replace).not.toHaveBeenCalled();
  await wait(1);
  expect(router.replace).toHaveBeenCalledWith('/login');
  expect(finish).not.toHaveBeenCalled();
});

test('an unknown error code still gets an Authentication failed message', async () => {
  window.history.replaceState({}, '', '/auth/callback?error=SomethingNew');
  render(<SignInReturn />);
  await settle();
  expect(message()).toHaveTextContent(/^Authentication failed: .+\. Redirecting\.\.\.$/);
  await wait(2_000);
  expect(router.replace).toHaveBeenCalledWith('/login');
});

test('no session after the return (announceSignIn gives null) fails and goes to /login after 2000 ms', async () => {
  announceSignIn.mockResolvedValue(null);
  render(<SignInReturn />);
  await settle();
  expect(announceSignIn).toHaveBeenCalledTimes(1);
  expect(message()).toHaveTextContent(/^Authentication failed: .+\. Redirecting\.\.\.$/);

  await wait(1_999);
  expect(router.replace).not.toHaveBeenCalled();
  await wait(1);
  expect(router.replace).toHaveBeenCalledWith('/login');
  expect(finish).not.toHaveBeenCalled();
});

test('the guest clean-up finishes before a signed-in user is sent on', async () => {
  const cleanUp = deferred<void>();
  finish.mockReturnValue(cleanUp.promise);
  announceSignIn.mockResolvedValue(accountUser({ username: 'alice' }));
  render(<SignInReturn />);
  await settle();
  expect(finish).toHaveBeenCalledTimes(1);
  expect(finish).toHaveBeenCalledWith(expect.anything(), expect.any(String));

  await wait(5_000);
  expect(router.replace).not.toHaveBeenCalled(); // still waiting for the clean-up
  expect(message()).toHaveTextContent('Signing you in...');

  await act(async () => cleanUp.resolve());
  await wait(1_500);
  expect(router.replace).toHaveBeenCalledWith('/');
  expect(finish.mock.invocationCallOrder[0]).toBeLessThan(router.replace.mock.invocationCallOrder[0]);
});

test('a new user is also cleaned up before going to /username-setup', async () => {
  announceSignIn.mockResolvedValue(accountUser({ username: null }));
  render(<SignInReturn />);
  await wait(1_500);
  expect(finish).toHaveBeenCalledTimes(1);
  expect(finish.mock.invocationCallOrder[0]).toBeLessThan(router.replace.mock.invocationCallOrder[0]);
});

test('leaving the page before the delay cancels the redirect', async () => {
  announceSignIn.mockResolvedValue(accountUser({ username: 'alice' }));
  const { unmount } = render(<SignInReturn />);
  await settle();
  unmount();
  await wait(5_000);
  expect(router.replace).not.toHaveBeenCalled();
});
