/**
 * Issue 36 item 14: the username form and the profile's picture form render an alert only when it has
 * something to say, before an error and after one (no empty role="alert" beside the real message).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { UsernameSetup } from '@/components/account/UsernameSetup';
import { ProfilePicture } from '@/components/profile/ProfilePicture';
import { useAuth } from '@/components/auth/AuthProvider';
import { ToastProvider } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/client/api';
import { postSetUsername, postUsernameCheck } from '@/lib/client/endpoints';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/client/endpoints');
(useAuth as jest.Mock).mockReturnValue({ refreshUser: jest.fn(async () => null) });

/** The text of every alert on the page; none may be empty. */
function alertTexts(): string[] {
  const texts = screen.queryAllByRole('alert').map((alert) => alert.textContent?.trim() ?? '');
  expect(texts).not.toContain('');
  return texts;
}

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('the username form: no alert before an error, one with the message after it', async () => {
  jest.useFakeTimers();
  jest.mocked(postUsernameCheck).mockImplementation(async (username) => ({ username, available: true }));
  jest.mocked(postSetUsername).mockRejectedValue(new ApiRequestError('HTTP 409: Conflict', 409, '/auth/set-username', 'Username is already taken'));
  render(<UsernameSetup />);
  expect(alertTexts()).toEqual([]);
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  expect(alertTexts()).toEqual([]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
  expect(alertTexts()).toEqual(['Username is already taken']);
});

test('the picture form: no alert before an error, one with the message after a file that is not a picture', async () => {
  render(
    <ToastProvider>
      <ProfilePicture userId="u1" username="alice" filename={null} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Profile picture: view, replace or delete' }));
  expect(screen.getByRole('button', { name: 'Upload a picture' })).toBeInTheDocument();
  expect(alertTexts()).toEqual([]);
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [new File(['not a picture'], 'notes.txt', { type: 'text/plain' })] } });
  });
  expect(alertTexts()).toHaveLength(1);
});
