/** What each role may do (lib/auth/roles.ts): the rules the guards, the page guards and the menu share. */
import { canEditUser, canOpenAdminPages, canViewUser, isAdminRole } from '@/lib/auth/roles';
import { ROLES, type Role } from '@/db/schema/auth';

const actor = (role: Role) => ({ id: 'me', role });

test('only owners and admins count as admins', () => {
  expect(ROLES.filter((role) => isAdminRole(role))).toEqual(['owner', 'admin']);
  expect(isAdminRole(null)).toBe(false);
  expect(isAdminRole(undefined)).toBe(false);
});

test.each(ROLES)('a %s reads and writes their own rows', (role) => {
  expect(canViewUser(actor(role), 'me')).toBe(true);
  expect(canEditUser(actor(role), 'me')).toBe(true);
});

test("admins and owners read someone else's rows, never write them", () => {
  for (const role of ROLES) {
    expect(canViewUser(actor(role), 'someone-else')).toBe(isAdminRole(role));
    expect(canEditUser(actor(role), 'someone-else')).toBe(false);
  }
});

test('moderators and players do not open the admin pages', () => {
  expect(ROLES.filter((role) => canOpenAdminPages(actor(role)))).toEqual(['owner', 'admin']);
});
