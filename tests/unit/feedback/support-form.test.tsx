/** The footer's Submit Feedback and Report Bug forms (accounts-side §2.14, §4.5, §8). */
import { act, fireEvent, screen } from '@testing-library/react';
import { SupportFormModal } from '@/components/feedback/SupportFormModal';
import { ToastProvider } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/client/api';
import { postFeedback } from '@/lib/client/endpoints';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { FORM_MESSAGES } from '@/lib/messages/accounts';

jest.mock('@/lib/client/endpoints');
const send = jest.mocked(postFeedback);

let auth: { status: string; user: { id: string; username: string } | null } = { status: 'signedOut', user: null };
jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: () => auth }));

function open(kind: 'feedback' | 'bug', onClose = jest.fn()) {
  render(
    <ToastProvider>
      <SupportFormModal kind={kind} onClose={onClose} />
    </ToastProvider>,
  );
  return onClose;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

beforeEach(() => {
  jest.useFakeTimers();
  send.mockReset();
  auth = { status: 'signedOut', user: null };
});
afterEach(() => jest.useRealTimers());

test('the counter shows n/1000 and warns above 900', () => {
  open('feedback');
  type('Message', 'x'.repeat(900));
  expect(screen.getByText('900/1000')).not.toHaveAttribute('data-warn');
  type('Message', 'x'.repeat(901));
  expect(screen.getByText('901/1000')).toHaveAttribute('data-warn', 'true');
});

test('the e-mail is asked of signed-out visitors only', () => {
  open('feedback');
  expect(screen.getByLabelText('E-mail (optional)')).toBeInTheDocument();
});

test('a signed-in player is not asked, and sends no e-mail (the server uses their account\'s)', async () => {
  auth = { status: 'signedIn', user: { id: 'u1', username: 'Kanto' } };
  send.mockResolvedValue({ ok: true, id: 1 });
  open('feedback');
  expect(screen.queryByLabelText('E-mail (optional)')).toBeNull();
  type('Subject', 'Hello');
  type('Message', 'Nice site');
  await submit();
  expect(send.mock.calls.at(-1)?.[0]).toEqual({ type: 'feedback', subject: 'Hello', message: 'Nice site', email: null });
});

test('success: the thank-you message, then the form closes after 1.5 s', async () => {
  send.mockResolvedValue({ ok: true, id: 7 });
  const onClose = open('feedback');
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'question' } });
  type('Subject', 'Reset?');
  type('Message', 'When?');
  type('E-mail (optional)', 'fan@example.com');
  await submit();
  expect(send.mock.calls.at(-1)?.[0]).toEqual({ type: 'question', subject: 'Reset?', message: 'When?', email: 'fan@example.com' });
  expect(screen.getByRole('status')).toHaveTextContent(FORM_MESSAGES.feedback.success);
  act(() => jest.advanceTimersByTime(1_499));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a bug report sends its page as subject and pageSection, what went wrong as message', async () => {
  send.mockResolvedValue({ ok: true, id: 8 });
  open('bug');
  type('Page', 'Leaderboard');
  type('What went wrong', 'My streak vanished');
  await submit();
  expect(send.mock.calls.at(-1)?.[0]).toEqual({ type: 'bug', subject: 'Bug: Leaderboard', message: 'My streak vanished', email: null, pageSection: 'Leaderboard', reproductionSteps: null });
  expect(screen.getByRole('status')).toHaveTextContent(FORM_MESSAGES.bug.success);
});

test.each(['feedback', 'bug'] as const)('%s failure: the form stays open with the inline message, and a toast with the server\'s reason or the fallback', async (kind) => {
  send.mockRejectedValueOnce(new ApiRequestError('HTTP 429: Too Many Requests', 429, '/api/feedback/submit', 'Too many reports: try again in 10 minutes.'));
  const onClose = open(kind);
  if (kind === 'bug') {
    type('Page', 'Home');
    type('What went wrong', 'Broken');
  } else {
    type('Subject', 'Hi');
    type('Message', 'There');
  }
  await submit();
  expect(screen.getByText(FORM_MESSAGES[kind].inlineError)).toHaveAttribute('role', 'alert');
  expect(screen.getByText('Too many reports: try again in 10 minutes.')).toBeInTheDocument();
  send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await submit();
  expect(screen.getByText(FORM_MESSAGES[kind].toastError)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5_000));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
