'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ADMIN_TABS, adminTabOf, type AdminTab } from '@/lib/admin/tabs';
import type { Actor } from '@/lib/auth/roles';
import { ActionsTab } from './ActionsTab';
import { DashboardStats } from './DashboardStats';
import { FeedbackTab } from './FeedbackTab';
import { UsersTab } from './UsersTab';
import styles from './Admin.module.css';

interface AdminDashboardProps {
  username: string;
  /** The signed-in admin or owner: the edit dialog's rules depend on who is asking. */
  viewer: Actor;
}

/** /admin (accounts-side §2.13): the header and the three tabs, the chosen one kept in the address. */
export function AdminDashboard({ username, viewer }: AdminDashboardProps) {
  const params = useSearchParams();
  const [tab, setTab] = useState<AdminTab>(() => adminTabOf(params.get('tab')));
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function choose(next: AdminTab) {
    setTab(next);
    // Another tab starts from its own defaults: only ?tab= is carried over.
    const query = next === 'user-management' ? '' : `?tab=${next}`;
    window.history.replaceState(null, '', `${window.location.pathname}${query}`);
  }

  /** Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). */
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = ADMIN_TABS.findIndex((candidate) => candidate.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ADMIN_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = ADMIN_TABS[(moves[event.key] + ADMIN_TABS.length) % ADMIN_TABS.length].id;
    choose(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.dashboard}>
      <header className={styles.header}>
        <h1>Admin Dashboard</h1>
        <p className={styles.loggedIn}>
          Logged in as: {username} ({viewer.role})
        </p>
      </header>
      <DashboardStats />
      <div role="tablist" aria-label="Admin sections" className={styles.tabs}>
        {ADMIN_TABS.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[candidate.id] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${candidate.id}`}
            aria-selected={tab === candidate.id}
            aria-controls={`admin-panel-${candidate.id}`}
            tabIndex={tab === candidate.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(candidate.id)}
            onKeyDown={onTabKey}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} className={styles.panel}>
        {tab === 'feedback' ? <FeedbackTab /> : tab === 'actions' ? <ActionsTab /> : <UsersTab viewer={viewer} />}
      </section>
    </div>
  );
}
