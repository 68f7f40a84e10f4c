
/**
 * The signed-in player's own profile (accounts-side §2.5, §4.4) as one cached query, and the changes that
 * update it: bio, badge, picture upload and removal. A picture change also re-reads the current user, so
 * the menu bar's avatar follows.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePicture, getOwnProfile, postProfilePicture, putBadge, putBio, type OwnProfile } from '@/lib/client/endpoints';
import { refreshCurrentUser } from './current-user';

export const ownProfileKey = (userId: string) => ['own-profile', userId] as const;

/** The server page hands its reading over (ProfileHandover), so the first render asks nothing. */
export function useOwnProfile(userId: string) {
  return useQuery({ queryKey: ownProfileKey(userId), queryFn: () => getOwnProfile(userId) });
}

function useProfileUpdate(userId: string) {
  const client = useQueryClient();
  return (change: (user: OwnProfile['user']) => Partial<OwnProfile['user']>) =>
    client.setQueryData<OwnProfile>(ownProfileKey(userId), (profile) => profile && { ...profile, user: { ...profile.user, ...change(profile.user) } });
}

export function useBioMutation(userId: string) {
  const update = useProfileUpdate(userId);
  return useMutation({ mutationFn: (bio: string) => putBio(userId, bio), onSuccess: ({ bio }) => update(() => ({ bio })) });
}

export function useBadgeMutation(userId: string) {
  const update = useProfileUpdate(userId);
  return useMutation({ mutationFn: (achievementId: number | null) => putBadge(userId, achievementId), onSuccess: ({ badge }) => update(() => ({ badge })) });
}

export function usePictureMutations(userId: string) {
  const update = useProfileUpdate(userId);
  const client = useQueryClient();
  const refreshUser = () => refreshCurrentUser(client);
  const upload = useMutation({
    mutationFn: postProfilePicture,
    onSuccess: async ({ data }) => {
      update(() => ({ profile_picture: data.filename }));
      await refreshUser();
    },
  });
  const remove = useMutation({
    mutationFn: deletePicture,
    onSuccess: async () => {
      update(() => ({ profile_picture: null }));
      await refreshUser();
    },
  });
  return { upload, remove };
}
