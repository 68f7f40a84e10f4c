import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/client/query-client';
import { ownProfileKey } from '@/lib/client/queries/profile';
import type { OwnProfile as OwnProfileData, ProfileHistory as History } from '@/lib/profile/types';
import { OwnProfile } from './OwnProfile';
import { ProfileHistory } from './ProfileHistory';

/** Hands the profile the server read to the browser's query cache, so /profile renders it without asking again. */
export function ProfileHandover({ profile, history }: { profile: OwnProfileData; history: History }) {
  const client = createQueryClient();
  client.setQueryData(ownProfileKey(profile.user.id), profile);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <OwnProfile userId={profile.user.id} history={<ProfileHistory history={history} />} />
    </HydrationBoundary>
  );
}
