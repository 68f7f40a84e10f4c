import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { listDevAccountUsernames } from '@/db/queries/dev-accounts';
import { LoginPanel } from '@/components/account/LoginPanel';
import { getViewer } from '@/lib/auth/guards';
import { devLoginEnabled, externalProviders } from '@/lib/auth/providers';
import { devSignIn } from './actions';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = {
  title: 'Login',
  description: 'Sign in to keep your streaks, earn achievements and appear on the leaderboard.',
  alternates: { canonical: '/login' },
};

/** /login (accounts-side §2.3): the configured providers; redirects to / when already signed in. */
async function LoginPage() {
  const { user } = await getViewer();
  if (user) redirect('/');
  const devPlayers = devLoginEnabled() ? await listDevAccountUsernames(await getDb(), 6) : null;
  return <LoginPanel providers={externalProviders()} devPlayers={devPlayers} devSignIn={devSignIn} />;
}

export default survivesDatabaseOutage(LoginPage);
