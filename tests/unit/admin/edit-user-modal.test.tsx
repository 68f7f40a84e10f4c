/** The admin edit-user dialog (accounts-side §5, §8): its messages, when Save is allowed, the warning, and the server's refusal. */
import { act, fireEvent, screen } from '@testing-library/react';
import { EditUserModal, SELF_DEMOTION_WARNING } from '@/components/admin/EditUserModal';
import { ApiRequestError } from '@/lib/client/api';
import { putAdminUser, type AdminUser } from '@/lib/client/endpoints';
import type { Actor } from '@/lib/auth/roles';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');
const put = jest.mocked(putAdminUser);

const player: AdminUser = {
  id: 'p1', username: 'Misty', email: 'misty@example.com', role: 'user', profile_picture: null, bio: '',
  created_at: '2026-01-01T00:00:00.000Z', last_login: null, total_games_across_all: 0, max_current_streak: 0, max_best_streak: 0,
};

function open(viewer: Actor, user = player) {
  const onSaved = jest.fn();
  render(<EditUserModal user={user} viewer={viewer} onClose={jest.fn()} onSaved={onSaved} />);
  return onSaved;
}
const save = () => screen.getByRole('button', { name: 'Save' });
const typeName = (value: string) => fireEvent.change(screen.getByLabelText('Username'), { target: { value } });
const chooseRole = (value: string) => fireEvent.change(screen.getByLabelText('Role'), { target: { value } });

beforeEach(() => put.mockReset());

test('Save waits for a change; each username rule has its message', () => {
  open({ id: 'a1', role: 'admin' });
  expect(save()).toBeDisabled();
  typeName('');
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  typeName('Mi');
  expect(screen.getByText('Username must be at least 3 characters long')).toBeInTheDocument();
  typeName('Misty Waters');
  expect(screen.getByText('Username can only contain letters and numbers')).toBeInTheDocument();
  expect(save()).toBeDisabled();
  typeName('MistyWaters');
  expect(save()).toBeEnabled();
  typeName('Misty');
  expect(save()).toBeDisabled();
});

test('an admin is not offered owner; an owner is', () => {
  open({ id: 'a1', role: 'admin' });
  expect(screen.queryByRole('option', { name: 'owner' })).toBeNull();
  chooseRole('');
  expect(screen.getByText('Role is required')).toBeInTheDocument();
});

test('an owner may give owner', () => {
  open({ id: 'o1', role: 'owner' });
  chooseRole('owner');
  expect(save()).toBeEnabled();
});

test('demoting oneself shows the warning', () => {
  open({ id: 'a1', role: 'admin' }, { ...player, id: 'a1', role: 'admin' });
  expect(screen.queryByText(SELF_DEMOTION_WARNING)).toBeNull();
  chooseRole('user');
  expect(screen.getByText(SELF_DEMOTION_WARNING)).toBeInTheDocument();
});

test('only the changed fields are sent; the saved player is handed back', async () => {
  const onSaved = open({ id: 'a1', role: 'admin' });
  put.mockResolvedValue({ user: { ...player, role: 'moderator' } });
  chooseRole('moderator');
  await act(async () => void fireEvent.click(save()));
  expect(put).toHaveBeenCalledWith('p1', { role: 'moderator' });
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ role: 'moderator' }));
});

test("the server's reason is shown, else 'Failed to update user'", async () => {
  open({ id: 'a1', role: 'admin' });
  put.mockRejectedValueOnce(new ApiRequestError('HTTP 409: Conflict', 409, '/api/admin/users/p1', 'That username is already taken. Please choose another.'));
  typeName('Brock');
  await act(async () => void fireEvent.click(save()));
  expect(screen.getByRole('alert')).toHaveTextContent('That username is already taken. Please choose another.');
  put.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await act(async () => void fireEvent.click(save()));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user');
});

test("the server's refusal goes once the field is corrected, and comes back only with the refused value (issue 26)", async () => {
  open({ id: 'a1', role: 'admin' });
  put.mockRejectedValueOnce(new ApiRequestError('HTTP 409: Conflict', 409, '/api/admin/users/p1', 'That username is already taken. Please choose another.'));
  typeName('Brock');
  await act(async () => void fireEvent.click(save()));
  expect(screen.getByRole('alert')).toHaveTextContent('That username is already taken. Please choose another.');
  typeName('Brock2');
  expect(screen.queryByText('That username is already taken. Please choose another.')).toBeNull();
  expect(save()).toBeEnabled();
  typeName('Brock');
  expect(screen.getByRole('alert')).toHaveTextContent('That username is already taken. Please choose another.');
  chooseRole('moderator');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an admin may not rename another admin or an owner: Save stays off and the rule says why (issue 25)', () => {
  open({ id: 'a1', role: 'admin' }, { ...player, id: 'a2', role: 'admin' });
  expect(screen.getByText('Only owners can edit another admin.')).toBeInTheDocument();
  typeName('MistyWaters');
  expect(save()).toBeDisabled();
});
