'use client';

import { useEffect } from 'react';
import { StatCard } from '@/components/ui/StatCard';
import { useAdminDashboard } from '@/lib/client/queries/admin-users';
import styles from './AdminUsers.module.css';

const CARDS = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'newUsersToday', label: 'New Today' },
  { key: 'newUsersThisWeek', label: 'New This Week' },
  { key: 'activeUsersToday', label: 'Active Today' },
] as const;

/** The dashboard's four stat cards (accounts-side §2.13); a failure is only logged (§8). */
export function DashboardStats() {
  const { data, error, isPending } = useAdminDashboard();
  useEffect(() => {
    if (error) console.error('Failed to fetch dashboard stats', error);
  }, [error]);
  return (
    <dl className={styles.statCards} aria-busy={isPending || undefined}>
      {CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={data ? data[card.key].toLocaleString('en-US') : '–'} className={styles.statCard} valueClassName={styles.statValue} />
      ))}
    </dl>
  );
}
