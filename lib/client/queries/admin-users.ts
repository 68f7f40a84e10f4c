'use client';

/**
 * The admin User Management and Actions tabs' server data (accounts-side §2.13, §7.5). Every key starts
 * with ADMIN_USERS_QUERY_ROOT; a change reads again what it affects, as §7.5 says.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteRevokeAchievement,
  getAdminDashboard,
  getAdminUserAchievements,
  getAdminUsers,
  getAdminUserStats,
  postGrantAchievement,
  postRefreshAchievements,
  putAdminUser,
  putAdminUserStats,
} from '@/lib/client/endpoints';

export const ADMIN_USERS_QUERY_ROOT = 'admin-users';
type ListQuery = Parameters<typeof getAdminUsers>[0];
const listKey = [ADMIN_USERS_QUERY_ROOT, 'list'] as const;
const statsKey = (id: string) => [ADMIN_USERS_QUERY_ROOT, 'stats', id] as const;
const achievementsKey = (id: string) => [ADMIN_USERS_QUERY_ROOT, 'achievements', id] as const;
const dashboardKey = [ADMIN_USERS_QUERY_ROOT, 'dashboard'] as const;

export function useAdminDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: getAdminDashboard });
}

/** One page of players; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: ListQuery) {
  return useQuery({ queryKey: [...listKey, query], queryFn: () => getAdminUsers(query), placeholderData: keepPreviousData });
}

/** The player's five games; a failure is logged and shows as an empty list (accounts-side §8). */
export function useAdminUserStats(id: string) {
  return useQuery({
    queryKey: statsKey(id),
    queryFn: async () => {
      try {
        return (await getAdminUserStats(id)).stats;
      } catch (error) {
        console.error('Failed to fetch user game stats', error);
        return [];
      }
    },
  });
}

export function useAdminUserAchievements(id: string) {
  return useQuery({ queryKey: achievementsKey(id), queryFn: () => getAdminUserAchievements(id) });
}

/** A rename or a new role: the list is read again (the dialog refreshes the selected player from the answer). */
export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & Parameters<typeof putAdminUser>[1]) => putAdminUser(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** Saved statistics: the player's stats and the list (its aggregates) are read again. */
export function useUpdateAdminUserStats(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof putAdminUserStats>[1]) => putAdminUserStats(id, body),
    onSuccess: (answer) => {
      client.setQueryData(statsKey(id), answer.stats);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Grant or revoke one achievement; the panel is read again either way. */
export function useChangeUserAchievement(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ achievementId, grant }: { achievementId: number; grant: boolean }): Promise<void> => {
      if (grant) await postGrantAchievement(id, achievementId);
      else await deleteRevokeAchievement(id, achievementId);
    },
    onSettled: () => client.invalidateQueries({ queryKey: achievementsKey(id) }),
  });
}

export interface RefreshProgress {
  players: number;
  granted: number;
}

/**
 * The refresh action: calls the server stretch after stretch (each a few seconds) until every player was
 * seen, reporting the running totals; afterwards every admin view of achievements is read again.
 */
export function useRefreshAchievements(onProgress: (progress: RefreshProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RefreshProgress> => {
      const total: RefreshProgress = { players: 0, granted: 0 };
      let after: string | null = null;
      do {
        const stretch: Awaited<ReturnType<typeof postRefreshAchievements>> = await postRefreshAchievements(after);
        total.players += stretch.players;
        total.granted += stretch.granted;
        onProgress({ ...total });
        after = stretch.next;
      } while (after !== null);
      return total;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_USERS_QUERY_ROOT] }),
  });
}
