import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/client/query-client';
import { ownProfileKey } from '@/lib/client/queries/profile';
import type { OwnProfile as OwnProfileData } from '@/lib/profile/types';
import { OwnProfile } from './OwnProfile';

/** Hands the profile the server read to the browser's query cache, so /profile renders it without asking again. */
export function ProfileHandover({ profile }: { profile: OwnProfileData }) {
  const client = createQueryClient();
  client.setQueryData(ownProfileKey(profile.user.id), profile);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <OwnProfile userId={profile.user.id} />
    </HydrationBoundary>
  );
}
