import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { UnavailablePanel } from '@/components/outage/UnavailablePanel';
import { PublicProfileView } from '@/components/profile/PublicProfileView';
import { JsonLd } from '@/components/ui/JsonLd';
import { getViewerAccount } from '@/lib/auth/viewer';
import { profileDescription, profileStructuredData, publicProfilePath } from '@/lib/profile/structured-data';
import type { ProfileHistory, PublicProfile } from '@/lib/profile/types';
import { readProfilePage } from '@/lib/services/profile/page-reading';
import { guardedPage } from '@/lib/auth/guarded-page';
import { PROFILE_LOAD_FAILED as LOAD_FAILED } from '@/lib/messages/accounts';
import { log } from '@/lib/observability/log';

interface PublicProfilePageProps {
  params: Promise<{ username: string }>;
}

/**
 * One reading per request, shared by the metadata and the page: the profile and history, null when unknown,
 * 'failed' when unreadable. Everyone shares a few seconds' reading of a player (lib/services/profile/page-reading.ts);
 * the player themself reads fresh, so that they see their own change at once.
 */
const readProfile = cache(async (username: string): Promise<{ profile: PublicProfile; history: ProfileHistory } | null | 'failed'> => {
  try {
    const viewer = await getViewerAccount().catch(() => null);
    return await readProfilePage(username, viewer);
  } catch (error) {
    log().error({ err: error }, `[profile] ${LOAD_FAILED}`);
    return 'failed';
  }
});

export async function generateMetadata({ params }: PublicProfilePageProps): Promise<Metadata> {
  const read = await readProfile((await params).username);
  if (read === 'failed') return { title: LOAD_FAILED, robots: { index: false } };
  if (!read) return { title: 'User not found', robots: { index: false } };
  const { profile } = read;
  // The preview is the player's card (./opengraph-image.tsx).
  const path = publicProfilePath(profile.username);
  return pageMetadata({ title: `${profile.username}'s profile`, description: profileDescription(profile), path, image: 'own', profileOf: profile.username });
}

/**
 * /profile/{username} (accounts-side §2.6): open to everyone and rendered on the server. The name matches
 * in any case (and a user id works too), then the address moves to the stored spelling; an unknown name
 * is a real 404 ('User not found', ./not-found.tsx).
 */
async function PublicProfilePage({ params }: PublicProfilePageProps) {
  const { username } = await params;
  const read = await readProfile(username);
  if (read === 'failed') {
    return <UnavailablePanel title={LOAD_FAILED} message="The profile could not be read just now. Please try again in a moment." />;
  }
  if (!read) notFound();
  const { profile, history } = read;
  if (profile.username !== username) redirect(publicProfilePath(profile.username));
  const viewer = await getViewerAccount().catch(() => null);
  return (
    <>
      <JsonLd data={profileStructuredData(profile)} />
      <PublicProfileView profile={profile} history={history} isOwn={viewer?.username === profile.username} />
    </>
  );
}

export default guardedPage('/profile/[username]', PublicProfilePage);
