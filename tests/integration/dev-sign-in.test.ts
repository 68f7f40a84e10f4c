/**
 * The development sign-in (AUTH_DEV_LOGIN=true) signs in only to development accounts, by an exact
 * name (issue 10 item 1). These tests go through the login form's server action and Auth.js for real.
 */
import { eq } from 'drizzle-orm';
import { accounts, users } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { GET as me } from '@/app/auth/me/route';
import { devSignIn } from '@/app/login/actions';
import LoginPage from '@/app/login/page';
import { seedDemoData } from '@/lib/services/demo/seed';
import { signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { callRoute } from '../helpers/call-route';
import { newBrowser } from '../helpers/cookie-jar';
import { devLoginDatabaseForFile } from '../helpers/dev-login-database';

jest.unmock('@/lib/auth/session');
jest.mock('next/headers', () => jest.requireActual('../helpers/cookie-jar').nextHeadersMock);

const testDb = devLoginDatabaseForFile();

/** Submits the login page's development form in a new browser; returns where it redirected to. */
async function submitDevName(name: string): Promise<string> {
  newBrowser();
  const form = new FormData();
  form.set('name', name);
  try {
    await devSignIn(form);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    const target = new URL(digest.split(';')[2], 'http://localhost');
    return `${target.pathname}${target.search}`;
  }
  throw new Error('The development sign-in did not redirect');
}

/** Who the current browser is signed in as (null when signed out). */
async function signedInUser(): Promise<{ id: string; username: string | null; role: Role } | null> {
  const result = await callRoute<{ user: { id: string; username: string | null; role: Role } }>(me);
  return result.status === 200 ? result.json.user : null;
}

async function insertAccount(values: { username: string; email: string; role?: Role; provider?: 'google' | 'oidc' }) {
  const [row] = await testDb()
    .insert(users)
    .values({ username: values.username, email: values.email, role: values.role ?? 'user' })
    .returning({ id: users.id });
  if (values.provider) {
    await testDb().insert(accounts).values({ userId: row.id, type: 'oidc', provider: values.provider, providerAccountId: `${values.provider}-${row.id}` });
  }
  return row.id;
}

async function userCount(): Promise<number> {
  return (await testDb().select({ id: users.id }).from(users)).length;
}

const REFUSED_NAME = '/auth/callback?error=DevNameInvalid';
const REFUSED_TAKEN = '/auth/callback?error=DevNameTaken';

describe('names', () => {
  it('a new name creates a development account with that username, and signs in to it again in any case', async () => {
    expect(await submitDevName('CaseDev')).toBe('/auth/callback');
    const first = await signedInUser();
    expect(first).toMatchObject({ username: 'CaseDev', role: 'user' });

    expect(await submitDevName('casedev')).toBe('/auth/callback');
    expect((await signedInUser())?.id).toBe(first?.id);
    expect(await submitDevName('CASEDEV')).toBe('/auth/callback');
    expect((await signedInUser())?.id).toBe(first?.id);
  });

  it('a name is matched exactly: a longer or shorter name is another account', async () => {
    await submitDevName('ExactDev');
    const exact = await signedInUser();
    await submitDevName('ExactDev2');
    const longer = await signedInUser();
    expect(longer?.id).not.toBe(exact?.id);
    expect(longer?.username).toBe('ExactDev2');
  });

  it.each(['probe.user.adm!', 'probe user', 'ab', 'x'.repeat(21), 'émile', 'Case-Dev', ''])(
    'refuses %p with a clear message, signing in to no one and creating nothing',
    async (name) => {
      await insertAccount({ username: `Target${Math.random().toString(36).slice(2, 8)}`, email: `t${Math.random()}@dev.guessdle.invalid` });
      const before = await userCount();
      expect(await submitDevName(name)).toBe(REFUSED_NAME);
      expect(await signedInUser()).toBeNull();
      expect(await userCount()).toBe(before);
    },
  );

  it('never reaches an account whose name differs only by punctuation', async () => {
    await insertAccount({ username: 'probeUserAdm', email: 'probeuseradm@dev.guessdle.invalid', role: 'admin' });
    expect(await submitDevName('probe.user.adm!')).toBe(REFUSED_NAME);
    expect(await signedInUser()).toBeNull();
  });

  it('explains each refusal on the sign-in return page', () => {
    expect(signInErrorMessage('DevNameInvalid')).toBe('a development sign-in name is 3-20 letters and digits, with no spaces or punctuation');
    expect(signInErrorMessage('DevNameTaken')).toMatch(/^that name belongs to an account that signs in another way/);
  });
});

describe('accounts it did not create', () => {
  it('refuses an account linked to OpenID Connect, even with an e-mail on the development domain', async () => {
    await insertAccount({ username: 'OidcPlayer', email: 'oidcplayer@dev.guessdle.invalid', provider: 'oidc' });
    for (const name of ['OidcPlayer', 'oidcplayer']) {
      expect(await submitDevName(name)).toBe(REFUSED_TAKEN);
      expect(await signedInUser()).toBeNull();
    }
  });

  it('refuses an account that signed up through Google', async () => {
    await insertAccount({ username: 'GooglePlayer', email: 'player@gmail.com', provider: 'google' });
    expect(await submitDevName('GOOGLEPLAYER')).toBe(REFUSED_TAKEN);
    expect(await signedInUser()).toBeNull();
  });

  it('refuses an admin that is not a development account', async () => {
    const adminId = await insertAccount({ username: 'SiteAdmin', email: 'admin@example.com', role: 'admin' });
    expect(await submitDevName('siteadmin')).toBe(REFUSED_TAKEN);
    expect(await signedInUser()).toBeNull();
    const [row] = await testDb().select().from(users).where(eq(users.id, adminId));
    expect(row.username).toBe('SiteAdmin');
  });

  it('refuses the same accounts when Auth.js is called directly, without the form', async () => {
    newBrowser();
    const { signIn } = await import('@/lib/auth/auth');
    await expect(signIn('dev', { name: 'SiteAdmin', redirect: false })).rejects.toMatchObject({ code: 'DevNameTaken' });
    await expect(signIn('dev', { name: 'site.admin', redirect: false })).rejects.toMatchObject({ code: 'DevNameInvalid' });
    expect(await signedInUser()).toBeNull();
  });

  it('signs in to the seeded demo players', async () => {
    await seedDemoData(testDb());
    expect(await submitDevName('scripturesleuth')).toBe('/auth/callback');
    expect(await signedInUser()).toMatchObject({ username: 'ScriptureSleuth' });
  });
});

describe('the login page', () => {
  it('lists development accounts only: never provider-linked users or admins that are not development accounts', async () => {
    newBrowser();
    const page = (await LoginPage()) as { props: { devPlayers: string[] | null } };
    const listed = page.props.devPlayers ?? [];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toContain('CaseDev');
    for (const name of ['OidcPlayer', 'GooglePlayer', 'SiteAdmin']) expect(listed).not.toContain(name);
  });
});
