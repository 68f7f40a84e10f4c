/** The role rules (accounts-side §5, §6; issue 16; issue 25 items 6 and 7), one by one. */
import {
  adminEditRefusal,
  assignableRoles,
  demotesSelf,
  userWriteRefusal,
  type Actor,
  type Operator,
  type Role,
  type UserWrite,
} from '@/lib/auth/roles';
import { isOwnerOnlyAchievement, OWNER_ONLY_KEYS } from '@/lib/achievements/owner-only';

const owner: Actor = { id: 'o1', role: 'owner' };
const admin: Actor = { id: 'a1', role: 'admin' };
const otherAdmin: Actor = { id: 'a2', role: 'admin' };
const player: Actor = { id: 'p1', role: 'user' };
const moderator: Actor = { id: 'm1', role: 'moderator' };
const command: Operator = { operator: 'npm run user:role', force: false };
const forced: Operator = { operator: 'npm run user:role', force: true };

const EVERY_WRITE: UserWrite[] = [
  { kind: 'username' },
  { kind: 'role', role: 'user' },
  { kind: 'role', role: 'admin' },
  { kind: 'stats' },
  { kind: 'achievement', grant: true, ownerOnly: false },
  { kind: 'achievement', grant: false, ownerOnly: false },
  { kind: 'achievement', grant: false, ownerOnly: true },
];

test('only an owner is offered the owner role', () => {
  expect(assignableRoles(owner)).toEqual(['owner', 'admin', 'moderator', 'user']);
  expect(assignableRoles(admin)).toEqual(['admin', 'moderator', 'user']);
});

test('only owners (and the operator) give the owner role', () => {
  expect(adminEditRefusal(admin, player, 'owner', 1)).toBe('Only owners can assign owner role');
  expect(adminEditRefusal(admin, admin, 'owner', 1)).toBe('Only owners can assign owner role');
  expect(adminEditRefusal(owner, player, 'owner', 1)).toBeNull();
  expect(userWriteRefusal(command, player, { kind: 'role', role: 'owner' }, 0)).toBeNull();
});

test.each(EVERY_WRITE)('an admin cannot make any write to an owner: %j', (write) => {
  expect(userWriteRefusal(admin, owner, write, 2)).toBe('Only owners can edit an owner.');
});

test.each(EVERY_WRITE)('an admin cannot make any write to another admin, an owner can: %j', (write) => {
  expect(userWriteRefusal(admin, otherAdmin, write, 2)).toBe('Only owners can edit another admin.');
  expect(userWriteRefusal(owner, otherAdmin, write, 2)).toBe(write.kind === 'achievement' && write.ownerOnly && write.grant ? 'An owner-only badge can only be granted to an owner.' : null);
});

test("the edit dialog's question: no rename of another admin either", () => {
  expect(adminEditRefusal(admin, otherAdmin, undefined, 1)).toBe('Only owners can edit another admin.');
  expect(adminEditRefusal(admin, otherAdmin, 'admin', 1)).toBe('Only owners can edit another admin.');
  expect(adminEditRefusal(admin, owner, undefined, 2)).toBe('Only owners can edit an owner.');
});

test('an admin writes to players, moderators and themselves (not the owner role, not an owner-only badge)', () => {
  for (const target of [player, moderator, admin]) {
    for (const write of EVERY_WRITE.filter((write) => !(write.kind === 'achievement' && write.ownerOnly))) {
      expect({ target: target.id, write, refusal: userWriteRefusal(admin, target, write, 1) }).toEqual({ target: target.id, write, refusal: null });
    }
  }
  expect(userWriteRefusal(admin, admin, { kind: 'role', role: 'moderator' }, 1)).toBeNull();
});

test('no one below admin writes to anyone through the admin calls', () => {
  for (const actor of [player, moderator]) expect(userWriteRefusal(actor, player, { kind: 'stats' }, 1)).toBe('Only admins and owners may do that.');
});

test('the last owner cannot be demoted, by anyone but the operator told to with --force', () => {
  expect(adminEditRefusal(owner, owner, 'admin', 1)).toBe('The last owner cannot be demoted.');
  expect(adminEditRefusal(owner, { id: 'o2', role: 'owner' }, 'user', 1)).toBe('The last owner cannot be demoted.');
  expect(userWriteRefusal(command, owner, { kind: 'role', role: 'user' }, 1)).toBe('The last owner cannot be demoted.');
  expect(userWriteRefusal(forced, owner, { kind: 'role', role: 'user' }, 1)).toBeNull();
  expect(adminEditRefusal(owner, owner, 'admin', 2)).toBeNull();
  expect(adminEditRefusal(owner, owner, 'owner', 1)).toBeNull();
  expect(userWriteRefusal(owner, owner, { kind: 'stats' }, 1)).toBeNull();
});

test('an owner-only badge: granted and revoked by owners only, granted to owners only, worn by owners only', () => {
  const grant: UserWrite = { kind: 'achievement', grant: true, ownerOnly: true };
  const revoke: UserWrite = { kind: 'achievement', grant: false, ownerOnly: true };
  expect(userWriteRefusal(admin, admin, grant, 1)).toBe('Only owners can grant or revoke an owner-only badge.');
  expect(userWriteRefusal(admin, player, grant, 1)).toBe('Only owners can grant or revoke an owner-only badge.');
  expect(userWriteRefusal(admin, admin, revoke, 1)).toBe('Only owners can grant or revoke an owner-only badge.');
  expect(userWriteRefusal(owner, player, grant, 1)).toBe('An owner-only badge can only be granted to an owner.');
  expect(userWriteRefusal(owner, { id: 'o2', role: 'owner' }, grant, 2)).toBeNull();
  expect(userWriteRefusal(owner, admin, revoke, 1)).toBeNull();
  const wear = (wearer: Actor, ownerOnly: boolean) => userWriteRefusal(wearer, wearer, { kind: 'badge', ownerOnly }, 1);
  expect(wear(admin, true)).toBe('Only owners can wear an owner-only badge.');
  expect(wear(player, true)).toBe('Only owners can wear an owner-only badge.');
  expect(wear(owner, true)).toBeNull();
  expect(wear(player, false)).toBeNull();
  expect(userWriteRefusal(owner, player, { kind: 'badge', ownerOnly: false }, 1)).toBe('You can only change your own badge.');
});

test('the catalogue keeps Creator, and only Creator, for owners', () => {
  expect([...OWNER_ONLY_KEYS]).toEqual(['creator']);
  expect(isOwnerOnlyAchievement('founder')).toBe(false);
});

test('demoting oneself means giving oneself a role without admin access', () => {
  const demotes: [Actor, string, Role, boolean][] = [
    [admin, 'a1', 'user', true],
    [owner, 'o1', 'moderator', true],
    [owner, 'o1', 'admin', false],
    [admin, 'p1', 'user', false],
  ];
  for (const [actor, target, role, expected] of demotes) expect(demotesSelf(actor, target, role)).toBe(expected);
});
