'use client';

import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { useToast } from '@/components/ui/toast';
import { readStoredAppearance, type Appearance } from '@/lib/appearance/appearance';
import { sameAppearance, storeAppearance, useStoredAppearance } from '@/lib/appearance/store';
import { THEME_SCRIPT } from '@/lib/appearance/theme-script';
import { useAccountAppearance, useAccountAppearanceMutation } from '@/lib/client/queries/appearance';
import { APPEARANCE_NOT_SAVED_MESSAGE } from '@/lib/messages/appearance';

/** The choice in effect and how to change it: stored in this browser at once, and on the account when signed in. */
export function useAppearance() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const appearance = useStoredAppearance();
  const { mutate } = useAccountAppearanceMutation(userId);
  const { showToast } = useToast();
  const choose = useCallback(
    (next: Appearance) => {
      storeAppearance(next);
      if (userId) mutate(next, { onError: () => showToast(APPEARANCE_NOT_SAVED_MESSAGE, { type: 'error' }) });
    },
    [userId, mutate, showToast],
  );
  return { appearance, choose, signedIn: userId !== null };
}

/** Once per tab for a signed-in player: the account's choice wins and is stored here, so the next load paints it first. */
export function useAccountAppearanceSync(): void {
  const { user } = useAuth();
  const { data } = useAccountAppearance(user?.id ?? null);
  useEffect(() => {
    if (data && !sameAppearance(data, readStoredAppearance())) storeAppearance(data);
  }, [data]);
}

/**
 * A page Next renders in the browser only (a 404 from notFound(): its HTML is an error shell, and React then
 * inserts the layout's <head> script without running it) has no theme yet: the same script runs now, before
 * React paints, as a script element (the Content-Security-Policy allows it by its hash, like the one in <head>).
 */
export function useThemeScriptFallback(): void {
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute('data-theme')) return;
    const script = document.createElement('script');
    script.textContent = THEME_SCRIPT;
    document.head.appendChild(script);
  }, []);
}
