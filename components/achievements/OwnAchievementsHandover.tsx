import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/client/query-client';
import { ownAchievementsKey } from '@/lib/client/queries/achievements';
import type { OwnAchievementView } from '@/lib/achievements/types';
import { OwnAchievements } from './OwnAchievements';

/** Hands the list the server read to the browser's query cache, so /achievements renders it without asking again. */
export function OwnAchievementsHandover({ userId, achievements }: { userId: string; achievements: OwnAchievementView[] }) {
  const client = createQueryClient();
  client.setQueryData(ownAchievementsKey(userId), { achievements });
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <OwnAchievements userId={userId} />
    </HydrationBoundary>
  );
}
