import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { getDb } from '@/db/client';
import { LoginPanel } from '@/components/account/LoginPanel';
import { guardedPage } from '@/lib/auth/guarded-page';
import { getLoginOptions } from '@/lib/services/account/login-options';
import { devSignIn } from './actions';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = pageMetadata({
  title: 'Login',
  description: 'Sign in to keep your streaks, earn achievements and appear on the leaderboard.',
  path: '/login',
});

/** /login (accounts-side §2.3): the configured providers; redirects to / when already signed in. */
async function LoginPage() {
  const { providers, devPlayers } = await getLoginOptions(await getDb());
  return <LoginPanel providers={providers} devPlayers={devPlayers} devSignIn={devSignIn} />;
}

export default survivesDatabaseOutage(guardedPage('/login', LoginPage));
