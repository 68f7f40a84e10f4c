/** Page access, declared once (lib/auth/page-access.ts), and the proxy's redirects from it (accounts-side §2.1, §5 "Admin page access", §6). */
import { readFileSync } from 'node:fs';
import { PAGE_ACCESS, pageAccessFor, redirectFor, redirectForRole, type PageAccess, type PageVisitor } from '@/lib/auth/page-access';
import { listAllPageFiles, pageRoute } from '@/tests/helpers/route-files';

const signedOut: PageVisitor = { signedIn: false, username: null };
const member = (): PageVisitor => ({ signedIn: true, username: 'alice' });
const newcomer: PageVisitor = { signedIn: true, username: null };

/** An address of a declared route: its dynamic segments filled in. */
const addressOf = (route: string) => route.replace(/\[\.\.\.[^\]]+\]/g, 'no/such/page').replace(/\[[^\]]+\]/g, 'alice');
const pagesWith = (...levels: PageAccess[]) =>
  Object.entries(PAGE_ACCESS)
    .filter(([, access]) => levels.includes(access))
    .map(([route]) => addressOf(route));

const OPEN_PAGES = pagesWith('public');
const SIGNED_IN_PAGES = pagesWith('signed-in', 'signed-in-without-username');

describe('every page declares its access, once', () => {
  const files = listAllPageFiles();

  test('every app/**/page.tsx (and development page.dev.tsx) has a declared access', () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
    expect(files.map(pageRoute).filter((route) => !(route in PAGE_ACCESS))).toEqual([]);
  });

  test('every declared route has its page file', () => {
    const routes = new Set(files.map(pageRoute));
    expect(Object.keys(PAGE_ACCESS).filter((route) => !routes.has(route))).toEqual([]);
  });

  test.each(files)('%s exports its page through guardedPage with its own route', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^export default .*guardedPage\\('${pageRoute(file).replace(/[[\].]/g, '\\$&')}', \\w+\\)`, 'm'));
  });

  test("the spec's route table (§2.1)", () => {
    expect(SIGNED_IN_PAGES).toEqual(expect.arrayContaining(['/profile', '/stats', '/settings', '/achievements', '/username-setup', '/account-created']));
    expect(OPEN_PAGES).toEqual(expect.arrayContaining(['/', '/daily', '/leaderboard', '/solve/alice', '/credits', '/updates', '/privacy', '/terms', '/profile/alice', '/profile/alice/achievements']));
    expect(pageAccessFor('/admin')).toBe('admin');
    expect(pageAccessFor('/login')).toBe('signed-out');
  });

  test('a path under a page has its access (/stats/x as /stats, /admin/users as /admin); an unknown one is public', () => {
    expect(pageAccessFor('/stats/anything')).toBe('signed-in');
    expect(pageAccessFor('/admin/users')).toBe('admin');
    expect(pageAccessFor('/profile/alice/unknown')).toBe('public');
    expect(pageAccessFor('/no/such/page')).toBe('public');
    expect(pageAccessFor('/dev/anything')).toBe('public-before-username');
  });
});

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
    expect(redirectFor('/admin/users', signedOut)).toBe('/');
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
    expect(redirectFor('/dev/anything', newcomer)).toBeNull();
  });
});

describe('signed in with a username', () => {
  test('/login sends the user home', () => {
    expect(redirectFor('/login', member())).toBe('/');
  });

  test('a path under /login is an unknown page, not a redirect', () => {
    expect(redirectFor('/login/other', member())).toBeNull();
  });

  test.each([...OPEN_PAGES, ...SIGNED_IN_PAGES.filter((path) => path !== '/username-setup')])('%s is let in', (path) => {
    expect(redirectFor(path, member())).toBeNull();
  });
});

describe('redirectForRole (issue 36 item 13: a role that changed while a page was open)', () => {
  test.each([
    ['/admin', 'user', '/'],
    ['/admin/anything', 'moderator', '/'],
    ['/admin', 'admin', null],
    ['/admin', 'owner', null],
    ['/stats', 'user', null],
    ['/', 'user', null],
  ] as const)('%s as %s → %s', (path, role, expected) => {
    expect(redirectForRole(path, role)).toBe(expected);
  });
});
