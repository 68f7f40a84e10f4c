/** Page redirects (accounts-side §2.1, §5 "Admin page access", §6). */
import { redirectFor, type PageVisitor } from '@/lib/auth/page-access';

const signedOut: PageVisitor = { signedIn: false, username: null };
const member = (): PageVisitor => ({ signedIn: true, username: 'alice' });
const newcomer: PageVisitor = { signedIn: true, username: null };

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
  // The session cookie carries no role: the proxy cannot bounce a just-promoted admin, and the
  // page itself reads the role from the database (app/admin/page.tsx sends non-admins home).
  test('a signed-in member with a username reaches the page, which checks the role itself', () => {
    expect(redirectFor('/admin', member())).toBeNull();
    expect(redirectFor('/admin/users', member())).toBeNull();
  });

  test('the decision does not depend on any role the cookie might still carry', () => {
    const oldCookieHints = [{ role: 'user' }, { role: 'moderator' }, { role: 'admin' }, {}];
    for (const hints of oldCookieHints) {
      expect(redirectFor('/admin', { ...member(), ...hints } as PageVisitor)).toBeNull();
    }
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
