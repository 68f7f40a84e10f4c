/** /username-setup's form (accounts-side §2.4, §4.3, §5). */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { useAuth } from '@/components/auth/AuthProvider';
import { ApiRequestError } from '@/lib/client/api';
import { postSetUsername, postUsernameCheck, type SetUsernameResponse } from '@/lib/client/endpoints';
import { accountUser } from './auth-fixtures';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/client/endpoints');
const refreshUser = jest.fn(async () => null);
(useAuth as jest.Mock).mockReturnValue({ refreshUser });

const checkUsername = jest.mocked(postUsernameCheck);
const setUsernameCall = jest.mocked(postSetUsername);

/** The server: the check answers `available`; setting the name gives `setUsername` (default: success). */
function server({ available = true, setUsername }: { available?: boolean; setUsername?: () => Promise<SetUsernameResponse> } = {}) {
  checkUsername.mockReset();
  setUsernameCall.mockReset();
  checkUsername.mockImplementation(async (username) => ({ username, available }));
  setUsernameCall.mockImplementation(setUsername ?? (async () => ({ success: true, user: accountUser() })));
}

const input = () => screen.getByLabelText('Username');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const rule = (label: string) => screen.getByText(label).closest('li')!;

async function type(name: string, pauseMs = 500) {
  fireEvent.change(input(), { target: { value: name } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(pauseMs);
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(continueButton());
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  refreshUser.mockClear();
  server();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('the requirement checklist', () => {
  test('lists both rules, failing while the field is empty', () => {
    render(<UsernameSetup />);
    expect(rule('3-20 characters long')).toHaveAttribute('data-passes', 'false');
    expect(rule('Only letters (a-z, A-Z) and numbers (0-9)')).toHaveAttribute('data-passes', 'false');
  });

  test.each([
    ['ab', 'false', 'true'],
    ['abc', 'true', 'true'],
    ['Player42', 'true', 'true'],
    ['bad name', 'true', 'false'],
    ['ab_', 'true', 'false'],
    ['élan', 'true', 'false'],
  ])('%p: length %s, characters %s', async (name, length, characters) => {
    render(<UsernameSetup />);
    await type(name, 0);
    expect(rule('3-20 characters long')).toHaveAttribute('data-passes', length);
    expect(rule('Only letters (a-z, A-Z) and numbers (0-9)')).toHaveAttribute('data-passes', characters);
  });

  test('the input is limited to 20 characters', async () => {
    render(<UsernameSetup />);
    expect(input()).toHaveAttribute('maxLength', '20');
    await type('a'.repeat(20), 0);
    expect(rule('3-20 characters long')).toHaveAttribute('data-passes', 'true');
    await type('b'.repeat(25), 0); // a paste ignores maxLength
    expect(input()).toHaveValue('b'.repeat(20));
    expect(rule('3-20 characters long')).toHaveAttribute('data-passes', 'true');
  });
});

describe('the Continue button', () => {
  test('is disabled while empty, invalid, or still checking', async () => {
    render(<UsernameSetup />);
    expect(continueButton()).toBeDisabled();
    await type('ab');
    expect(continueButton()).toBeDisabled();
    await type('bad name');
    expect(continueButton()).toBeDisabled();
    await type('alice', 499);
    expect(continueButton()).toBeDisabled();
    expect(checkUsername).not.toHaveBeenCalled();
  });

  test('is enabled once a valid name is available', async () => {
    render(<UsernameSetup />);
    await type('alice');
    expect(screen.getByRole('status')).toHaveTextContent('Username is available');
    expect(continueButton()).toBeEnabled();
  });

  test('stays disabled when the name is taken', async () => {
    server({ available: false });
    render(<UsernameSetup />);
    await type('alice');
    expect(screen.getByRole('status')).toHaveTextContent('Username is already taken');
    expect(continueButton()).toBeDisabled();
  });

  test('is disabled again as soon as the name changes', async () => {
    render(<UsernameSetup />);
    await type('alice');
    expect(continueButton()).toBeEnabled();
    await type('alice!', 0);
    expect(continueButton()).toBeDisabled();
  });
});

describe('submitting', () => {
  test("shows the server's error field when the name cannot be set", async () => {
    server({ setUsername: () => Promise.reject(new ApiRequestError('HTTP 409: Conflict', 409, '/auth/set-username', 'Username is already taken')) });
    render(<UsernameSetup />);
    await type('alice');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Username is already taken');
    expect(refreshUser).not.toHaveBeenCalled();
    expect(screen.queryByText('Continue to Games')).not.toBeInTheDocument();
  });

  test("shows 'Network error. Please try again.' when the request fails", async () => {
    server({ setUsername: () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<UsernameSetup />);
    await type('alice');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Network error\. Please try again\.$/);
    expect(continueButton()).toBeEnabled(); // the player can try again
  });

  test('a failed save\'s message goes when another name is typed, and "available" never shows beside "taken" (issue 26)', async () => {
    const taken = () => Promise.reject(new ApiRequestError('HTTP 409: Conflict', 409, '/auth/set-username', 'Username is already taken'));
    server({ setUsername: taken });
    render(<UsernameSetup />);
    await type('alice');
    expect(screen.getByText('Username is available')).toBeInTheDocument();
    checkUsername.mockImplementation(async (username) => ({ username, available: username !== 'alice' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Username is already taken');
    expect(screen.queryByText('Username is available')).toBeNull();
    // The name is checked again: it is taken now, so Continue waits for another.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(checkUsername).toHaveBeenLastCalledWith('alice');
    expect(continueButton()).toBeDisabled();
    expect(screen.getAllByText('Username is already taken')).toHaveLength(1);

    await type('alice2');
    expect(screen.queryByText('Username is already taken')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Username is available')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  test('on success sends the name, refreshes the user and shows the welcome screen', async () => {
    render(<UsernameSetup />);
    await type('alice');
    await submit();

    expect(setUsernameCall).toHaveBeenCalledWith('alice');
    expect(refreshUser).toHaveBeenCalledTimes(1);

    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    for (const feature of ['Daily challenges', 'Achievements & streaks', 'Track your progress']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Continue to Games' })).toHaveAttribute('href', '/');
  });
});
