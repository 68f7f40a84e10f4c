'use client';

import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { useToast } from '@/components/ui/toast';
import { isAdminRole } from '@/lib/auth/role-checks';
import { UserAvatar } from './UserAvatar';
import { useDismiss } from './use-dismiss';
import styles from './LoginControl.module.css';

/** The menu bar's login control (accounts-side §2.2): Login, Loading, or the user's menu. */
export function LoginControl() {
  const { status, user, logout } = useAuth();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, container, closeMenu);

  if (status === 'loading') return <span className={styles.loading}>Loading</span>;
  if (!user) {
    return (
      <Link href="/login" className={styles.login}>
        Login
      </Link>
    );
  }

  const name = user.username ?? 'New player';
  const items = [
    { href: '/profile', label: 'Profile' },
    ...(isAdminRole(user.role) ? [{ href: '/admin', label: 'Admin' }] : []),
    { href: '/achievements', label: 'Achievements' },
    { href: '/stats', label: 'Stats' },
    { href: '/settings', label: 'Settings' },
  ];

  async function signOut() {
    setOpen(false);
    // Signed out here either way; the player is told when the server could not confirm it.
    const notConfirmed = await logout();
    if (notConfirmed) showToast(notConfirmed, { type: 'error', autoCloseDelay: 10_000 });
    router.refresh();
  }

  return (
    <div className={styles.control} ref={container}>
      <button type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <UserAvatar name={name} picture={user.profile_picture} />
        <span className={styles.name}>{name}</span>
        <span aria-hidden className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <ul className={styles.menu} role="menu" aria-label="Account">
          {items.map((item) => (
            <li key={item.href} role="none">
              <Link role="menuitem" href={item.href} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" onClick={signOut}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
