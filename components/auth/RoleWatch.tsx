'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { redirectForRole } from '@/lib/auth/page-access';
import { ADMIN_REFUSED_EVENT } from '@/lib/client/admin-refused';
import { useAuth } from './AuthProvider';

/** A tab coming back reads the user again at most this often. */
export const ROLE_RECHECK_MIN_MS = 30_000;

/**
 * Brings a role change to an open page (issue 36 item 13): the user is read again when an admin call is
 * refused (403) and when the tab comes back after it was left (blurred or hidden, then focused or shown; at
 * most every ROLE_RECHECK_MIN_MS), so the menu shows or hides Admin; a page the new role may not open
 * (lib/auth/page-access.ts) is left for the one it sends to. A focus the tab gets without having been left
 * (the browser focusing a page as it loads) reads nothing and does not start the wait.
 */
export function RoleWatch() {
  const { status, user, refreshUser } = useAuth();
  const pathname = usePathname();
  const router = useRouter();
  const lastRead = useRef(0);
  const left = useRef(false);

  const signedIn = status === 'signedIn';
  useEffect(() => {
    // A visitor without a session has no role to change (and /auth/me would only answer 401).
    if (!signedIn) return;
    const readNow = () => {
      lastRead.current = Date.now();
      void refreshUser();
    };
    const leave = () => {
      left.current = true;
    };
    const comeBack = () => {
      if (!left.current || document.visibilityState !== 'visible') return;
      left.current = false;
      if (Date.now() - lastRead.current >= ROLE_RECHECK_MIN_MS) readNow();
    };
    const visibilityChanged = () => (document.visibilityState === 'hidden' ? leave() : comeBack());
    window.addEventListener(ADMIN_REFUSED_EVENT, readNow);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', comeBack);
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      window.removeEventListener(ADMIN_REFUSED_EVENT, readNow);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', comeBack);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [signedIn, refreshUser]);

  const leaveFor = signedIn && user ? redirectForRole(pathname, user.role) : null;
  useEffect(() => {
    if (leaveFor) router.replace(leaveFor);
  }, [leaveFor, router]);

  return null;
}
