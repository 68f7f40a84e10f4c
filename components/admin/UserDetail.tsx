'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import type { AdminUser } from '@/lib/client/endpoints';
import type { Actor } from '@/lib/auth/roles';
import { EditUserModal } from './EditUserModal';
import { formatDateTime } from '@/lib/time-display';
import { PhonePanel } from './PhonePanel';
import { UserAchievementsPanel } from './UserAchievementsPanel';
import { UserStatsEditor } from './UserStatsEditor';
import styles from './AdminUsers.module.css';

const DETAIL_TABS = [
  { id: 'stats', label: 'Game Statistics' },
  { id: 'achievements', label: 'Achievements' },
] as const;
type DetailTab = (typeof DETAIL_TABS)[number]['id'];

interface UserDetailProps {
  user: AdminUser;
  viewer: Actor;
  /** The dialog saved: the player as the server now has them. */
  onUpdated: (user: AdminUser) => void;
  onClose: () => void;
  /** 'inline': under the list (wide screens); 'panel': full screen over it, with a way back (phones). */
  layout?: 'inline' | 'panel';
}

export const BACK_TO_USERS = 'Back to users';

/**
 * The selected player (accounts-side §2.13): who they are, Edit, and the tabs Game Statistics and
 * Achievements. On a phone a full-screen panel that opens in view (issue 26 §10): under twenty player
 * cards it was about 4,900 px down the page.
 */
export function UserDetail({ user, viewer, onUpdated, onClose, layout = 'inline' }: UserDetailProps) {
  const [tab, setTab] = useState<DetailTab>('stats');
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const name = user.username ?? user.email ?? 'This player';

  const panel = layout === 'panel';
  const detail = (
    <section className={styles.detail} aria-labelledby={headingId}>
      {panel && (
        <div className={styles.panelBar}>
          <Button size="small" variant="secondary" onClick={onClose}>
            <span className={styles.backArrow} aria-hidden="true">
              ←
            </span>
            {BACK_TO_USERS}
          </Button>
        </div>
      )}
      <header className={styles.detailHeader}>
        <div className={styles.detailWho}>
          <h2 id={headingId} tabIndex={-1}>
            {name}
          </h2>
          <p className={styles.muted}>
            <span className={styles.role} data-role={user.role}>{user.role}</span> · {user.email ?? 'no e-mail'} · joined {formatDateTime(user.created_at)}
            {user.last_login && <> · last signed in {formatDateTime(user.last_login)}</>}
          </p>
        </div>
        <div className={styles.detailActions}>
          {user.username && (
            <a className={styles.profileLink} href={`/profile/${encodeURIComponent(user.username)}`} target="_blank" rel="noreferrer">
              Public profile
            </a>
          )}
          <Button size="small" onClick={() => setEditing(true)}>
            Edit user
          </Button>
          {!panel && (
            <Button size="small" variant="secondary" onClick={onClose} aria-label={`Close ${name}`}>
              Close
            </Button>
          )}
        </div>
      </header>
      <Tabs label={`${name}: details`} idPrefix={headingId} tabs={DETAIL_TABS} selected={tab} onSelect={setTab} size="small" />
      <div {...tabPanelProps(headingId, tab)}>{tab === 'stats' ? <UserStatsEditor userId={user.id} /> : <UserAchievementsPanel userId={user.id} />}</div>
      {editing && (
        <EditUserModal
          user={user}
          viewer={viewer}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            onUpdated(saved);
            setEditing(false);
          }}
        />
      )}
    </section>
  );
  return panel ? (
    <PhonePanel labelledBy={headingId} onClose={onClose}>
      {detail}
    </PhonePanel>
  ) : (
    detail
  );
}
