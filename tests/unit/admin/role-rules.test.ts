/** The role rules of the admin edit (accounts-side §5, §6; issue 16), one by one. */
import { adminEditRefusal, assignableRoles, demotesSelf, type Actor } from '@/lib/auth/roles';

const owner: Actor = { id: 'o1', role: 'owner' };
const admin: Actor = { id: 'a1', role: 'admin' };
const player: Actor = { id: 'p1', role: 'user' };

test('only an owner is offered the owner role', () => {
  expect(assignableRoles(owner)).toEqual(['owner', 'admin', 'moderator', 'user']);
  expect(assignableRoles(admin)).toEqual(['admin', 'moderator', 'user']);
});

test('only owners give the owner role', () => {
  expect(adminEditRefusal(admin, player, 'owner', 1)).toBe('Only owners can assign owner role');
  expect(adminEditRefusal(owner, player, 'owner', 1)).toBeNull();
});

test('an admin cannot edit an owner at all, not even the username', () => {
  expect(adminEditRefusal(admin, owner, undefined, 2)).toBe('Only owners can edit an owner.');
  expect(adminEditRefusal(admin, owner, 'user', 2)).toBe('Only owners can edit an owner.');
});

test("an admin cannot change another admin's role, but may rename them or change their own role", () => {
  const other: Actor = { id: 'a2', role: 'admin' };
  expect(adminEditRefusal(admin, other, 'user', 1)).toBe("Only owners can change another admin's role.");
  expect(adminEditRefusal(admin, other, 'admin', 1)).toBeNull();
  expect(adminEditRefusal(admin, other, undefined, 1)).toBeNull();
  expect(adminEditRefusal(admin, admin, 'moderator', 1)).toBeNull();
  expect(adminEditRefusal(owner, other, 'user', 1)).toBeNull();
});

test('the last owner cannot be demoted, by anyone', () => {
  expect(adminEditRefusal(owner, owner, 'admin', 1)).toBe('The last owner cannot be demoted.');
  expect(adminEditRefusal(owner, { id: 'o2', role: 'owner' }, 'user', 1)).toBe('The last owner cannot be demoted.');
  expect(adminEditRefusal(owner, owner, 'admin', 2)).toBeNull();
  expect(adminEditRefusal(owner, owner, 'owner', 1)).toBeNull();
});

test('demoting oneself means giving oneself a role without admin access', () => {
  expect(demotesSelf(admin, 'a1', 'user')).toBe(true);
  expect(demotesSelf(owner, 'o1', 'moderator')).toBe(true);
  expect(demotesSelf(owner, 'o1', 'admin')).toBe(false);
  expect(demotesSelf(admin, 'p1', 'user')).toBe(false);
});
