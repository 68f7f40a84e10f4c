/**
 * A signed-in player's appearance on the account (issue 30 item 2), so that every device follows it. The
 * account's choice wins over this browser's on every load and is stored locally, so the next load paints it
 * first; a change is stored locally at once and sent to the account. At an interactive sign-in the browser's
 * choice is kept instead when the account still has the default (adoptAppearanceOnSignIn): a guest who chose
 * a theme keeps it on a new account, while an account that has a choice of its own brings it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_APPEARANCE, readStoredAppearance, type Appearance } from '@/lib/appearance/appearance';
import { sameAppearance, storeAppearance } from '@/lib/appearance/store';
import { getAccountAppearance, putAccountAppearance } from '../endpoints';
import { SEND_AT_ONCE } from './send-at-once';

export const accountAppearanceKey = (userId: string) => ['account-appearance', userId] as const;

const accountAppearanceQuery = (userId: string) => ({
  queryKey: accountAppearanceKey(userId),
  queryFn: () => getAccountAppearance(userId),
  staleTime: Infinity,
});

/** Read once per tab for a signed-in player (nothing for a guest). */
export function useAccountAppearance(userId: string | null) {
  return useQuery({ ...accountAppearanceQuery(userId ?? ''), enabled: userId !== null });
}

export function useAccountAppearanceMutation(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appearance: Appearance) => putAccountAppearance(userId!, appearance),
    onSuccess: (stored) => client.setQueryData(accountAppearanceKey(userId!), stored),
    ...SEND_AT_ONCE,
  });
}

/** After an interactive sign-in: the account's choice, or this browser's when the account has none yet. */
export async function adoptAppearanceOnSignIn(client: QueryClient, userId: string): Promise<void> {
  const account = await client.fetchQuery(accountAppearanceQuery(userId));
  const local = readStoredAppearance();
  if (sameAppearance(account, DEFAULT_APPEARANCE) && !sameAppearance(local, DEFAULT_APPEARANCE)) {
    // Set first, so that the menu's sync (AppearanceSync), reading the same query, never stores the default meanwhile.
    client.setQueryData(accountAppearanceKey(userId), local);
    await putAccountAppearance(userId, local);
  } else if (!sameAppearance(account, local)) {
    storeAppearance(account);
  }
}
