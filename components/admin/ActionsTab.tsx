'use client';

import { useEffect, useId, useState } from 'react';
import { ACHIEVEMENT_UNLOCKED } from '@/components/achievements/useAnnounceAchievements';
import { Button } from '@/components/ui/Button';
import { useToast } from '@/components/ui/toast';
import { pickerRarity } from '@/lib/achievements/rarity';
import { errorMessage } from '@/lib/client/api';
import { useAllAchievements } from '@/lib/client/queries/achievements';
import { useRefreshAchievements } from '@/lib/client/queries/admin-users';
import styles from './AdminUsers.module.css';

/** Categories the toast test never offers (accounts-side §3). */
const NOT_TESTABLE = new Set(['placeholder', 'locked']);
const REFRESH_TITLE = 'Refresh Achievements';
const TOAST_TITLE = 'Test Achievement Toast';

/** The Actions tab (accounts-side §2.13): refresh every player's achievements, and try the achievement toast. */
export function ActionsTab() {
  const { showToast } = useToast();
  const [progress, setProgress] = useState<string | null>(null);
  const refresh = useRefreshAchievements(({ players, granted }) => setProgress(`Checked ${players.toLocaleString('en-US')} players, ${granted.toLocaleString('en-US')} granted so far…`));
  const catalogue = useAllAchievements();
  const [chosen, setChosen] = useState('');
  const pickerId = useId();
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    if (catalogue.error) console.error('Error loading achievements', catalogue.error);
  }, [catalogue.error]);

  const testable = (catalogue.data?.achievements ?? []).filter((achievement) => !NOT_TESTABLE.has(achievement.category));
  const picked = testable.find((achievement) => String(achievement.id) === chosen) ?? null;

  async function runRefresh() {
    setResult(null);
    setProgress(null);
    try {
      const { players, granted } = await refresh.mutateAsync();
      setProgress(null);
      setResult(`${granted.toLocaleString('en-US')} achievement${granted === 1 ? '' : 's'} granted across ${players.toLocaleString('en-US')} player${players === 1 ? '' : 's'}.`);
      showToast(`${REFRESH_TITLE} executed successfully!`, { type: 'success' });
    } catch (error) {
      setProgress(null);
      showToast(`Error: ${errorMessage(error, error instanceof Error ? error.message : 'Unknown error')}`, { type: 'error' });
    }
  }

  function runToastTest() {
    if (!picked) return;
    const rarity = pickerRarity({ category: picked.category, threshold: picked.threshold });
    showToast(ACHIEVEMENT_UNLOCKED, { type: 'achievement', achievement: { name: picked.name, description: picked.description, imageFilename: picked.image_filename, rarity } });
    showToast(`${TOAST_TITLE} executed successfully!`, { type: 'success' });
  }

  return (
    <div className={styles.actions}>
      <section className={styles.actionCard} aria-labelledby={`${pickerId}-refresh`}>
        <h2 id={`${pickerId}-refresh`}>{REFRESH_TITLE}</h2>
        <p className={styles.muted}>Checks every player&apos;s recorded games and activity against the achievement rules and grants anything they earned but do not have. Safe to run again: nothing is granted twice.</p>
        <div className={styles.actionRow}>
          <Button onClick={runRefresh} disabled={refresh.isPending}>
            {refresh.isPending ? 'Running...' : 'Run'}
          </Button>
          {progress && (
            <p className={styles.muted} role="status">
              {progress}
            </p>
          )}
          {result && (
            <p className={styles.success} role="status">
              {result}
            </p>
          )}
        </div>
      </section>
      <section className={styles.actionCard} aria-labelledby={`${pickerId}-toast`}>
        <h2 id={`${pickerId}-toast`}>{TOAST_TITLE}</h2>
        <p className={styles.muted}>Shows the achievement toast in this browser only; nobody is granted anything.</p>
        {catalogue.error ? (
          <p className={styles.error} role="alert">
            Failed to load achievements
          </p>
        ) : (
          <div className={styles.actionRow}>
            <label htmlFor={pickerId} className="visually-hidden">
              Achievement
            </label>
            <select id={pickerId} className={styles.control} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={catalogue.isPending}>
              <option value="">{catalogue.isPending ? 'Loading achievements…' : 'Choose an achievement'}</option>
              {testable.map((achievement) => (
                <option key={achievement.id} value={achievement.id}>
                  {achievement.name} ({pickerRarity({ category: achievement.category, threshold: achievement.threshold })})
                </option>
              ))}
            </select>
            <Button onClick={runToastTest} disabled={!picked}>
              Show toast
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
