/** Page redirects (accounts-side §2.1, §5 "Admin page access", §6). */
import type { Role } from '@/db/schema/auth';
import { redirectFor, type PageVisitor } from '@/lib/auth/page-access';

const signedOut: PageVisitor = { signedIn: false, username: null, role: null };
const member = (role: Role = 'user'): PageVisitor => ({ signedIn: true, username: 'alice', role });
const newcomer: PageVisitor = { signedIn: true, username: null, role: 'user' };

const OPEN_PAGES = ['/', '/daily', '/leaderboard', '/solve/pokemon', '/credits', '/updates', '/privacy', '/terms', '/profile/alice', '/profile/alice/achievements'];
const SIGNED_IN_PAGES = ['/profile', '/stats', '/settings', '/achievements', '/username-setup', '/account-created'];

describe('signed out', () => {
  test.each(SIGNED_IN_PAGES)('%s sends the visitor to /login', (path) => {
    expect(redirectFor(path, signedOut)).toBe('/login');
  });

  test.each(OPEN_PAGES)('%s is open', (path) => {
    expect(redirectFor(path, signedOut)).toBeNull();
  });

  test('the login page and the sign-in return page are open', () => {
    expect(redirectFor('/login', signedOut)).toBeNull();
    expect(redirectFor('/auth/callback', signedOut)).toBeNull();
  });

  test('/admin sends the visitor home, not to /login', () => {
    expect(redirectFor('/admin', signedOut)).toBe('/');
  });
});

describe('/admin for signed-in users', () => {
  test.each<Role>(['user', 'moderator'])('role %s is sent home', (role) => {
    expect(redirectFor('/admin', member(role))).toBe('/');
  });

  test.each<Role>(['admin', 'owner'])('role %s is let in', (role) => {
    expect(redirectFor('/admin', member(role))).toBeNull();
  });
});

describe('signed in without a username', () => {
  test.each([...OPEN_PAGES, ...SIGNED_IN_PAGES.filter((path) => path !== '/username-setup'), '/admin', '/login'])(
    '%s sends the user to /username-setup',
    (path) => {
      expect(redirectFor(path, newcomer)).toBe('/username-setup');
    },
  );

  test.each(['/username-setup', '/auth/callback', '/dev/auth/callback', '/dev/username-setup'])('%s is allowed', (path) => {
    expect(redirectFor(path, newcomer)).toBeNull();
  });

  test('only the /dev/ folder is exempt, not every path starting with "dev"', () => {
    expect(redirectFor('/devtools', newcomer)).toBe('/username-setup');
  });
});

describe('signed in with a username', () => {
  test('/login sends the user home', () => {
    expect(redirectFor('/login', member())).toBe('/');
  });

  test.each([...OPEN_PAGES, ...SIGNED_IN_PAGES.filter((path) => path !== '/username-setup')])('%s is let in', (path) => {
    expect(redirectFor(path, member())).toBeNull();
  });
});
