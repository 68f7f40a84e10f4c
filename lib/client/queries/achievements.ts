/**
 * The achievement lists (accounts-side §2.9, §4.6) as queries, and marking unlocks as seen. Every key
 * starts with ACHIEVEMENTS_QUERY_ROOT, so a new unlock anywhere reads them all again.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAllAchievements, getOwnAchievements, getPublicAchievements, postEasterEgg, postMarkNotified, postUserActivity } from '@/lib/client/endpoints';
import { SEND_AT_ONCE } from './send-at-once';

export const ACHIEVEMENTS_QUERY_ROOT = 'achievements';
export const ownAchievementsKey = (userId: string) => [ACHIEVEMENTS_QUERY_ROOT, 'own', userId] as const;
export const publicAchievementsKey = (username: string) => [ACHIEVEMENTS_QUERY_ROOT, 'public', username.toLowerCase()] as const;

/** The whole catalogue with its player counts (the admin toast-test picker). */
export function useAllAchievements() {
  return useQuery({ queryKey: [ACHIEVEMENTS_QUERY_ROOT, 'all'], queryFn: getAllAchievements });
}

const ownAchievementsQuery = (userId: string) => ({ queryKey: ownAchievementsKey(userId), queryFn: () => getOwnAchievements(userId) });

export function useOwnAchievements(userId: string) {
  return useQuery(ownAchievementsQuery(userId));
}

/** The player's own list through the cache (the /achievements page's answer when it has one), outside render. */
export function fetchOwnAchievements(client: QueryClient, userId: string) {
  return client.fetchQuery(ownAchievementsQuery(userId));
}

export function usePublicAchievements(username: string) {
  return useQuery({ queryKey: publicAchievementsKey(username), queryFn: () => getPublicAchievements(username) });
}

/** Marks unlocks as seen; the list keeps showing NEW until the page is loaded again (the spec's "after a reload"). */
export function useMarkNotified() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMarkNotified,
    onSuccess: () => client.invalidateQueries({ queryKey: [ACHIEVEMENTS_QUERY_ROOT, 'own'], refetchType: 'none' }),
  });
}

/** The game page's moments that can unlock achievements (accounts-side §7.2): How to Play opened, the hidden word typed. */
export function usePlayerMomentCalls() {
  const activity = useMutation({ mutationFn: (body: Parameters<typeof postUserActivity>[0]) => postUserActivity(body), ...SEND_AT_ONCE });
  const easterEgg = useMutation({ mutationFn: (word: string) => postEasterEgg(word), ...SEND_AT_ONCE });
  return { recordActivity: activity.mutateAsync, sendEasterEgg: easterEgg.mutateAsync };
}
