'use client';

import { useEffect, useId, useState } from 'react';
import { useCelebrateAchievements } from '@/components/achievements/useAnnounceAchievements';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/Field';
import { pickerRarity } from '@/lib/achievements/rarity';
import { errorMessage } from '@/lib/client/api';
import { useAllAchievements } from '@/lib/client/queries/achievements';
import { useRefreshAchievements } from '@/lib/client/queries/admin-users';
import { ACHIEVEMENTS_LOAD_ERROR, ACHIEVEMENTS_LOAD_FAILED, actionFailedMessage, actionSucceededMessage } from '@/lib/messages/admin';
import styles from './AdminUsers.module.css';

/** Categories the toast test never offers (accounts-side §3). */
const NOT_TESTABLE = new Set(['placeholder', 'locked']);
const REFRESH_TITLE = 'Refresh Achievements';
const TOAST_TITLE = 'Test Achievement Toast';

/** An action's outcome, shown beside its button (not as a toast: the toast slots are the achievements'). */
type Outcome = { ok: boolean; text: string } | null;

const succeeded = (title: string): Outcome => ({ ok: true, text: actionSucceededMessage(title) });

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? styles.success : styles.error} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

/**
 * The Actions tab (accounts-side §2.13): refresh every player's achievements, and try the achievement
 * toast, which celebrates as a real unlock does (toast and confetti). Each action confirms beside its button.
 */
export function ActionsTab() {
  const celebrate = useCelebrateAchievements();
  const [progress, setProgress] = useState<string | null>(null);
  const refresh = useRefreshAchievements(({ players, granted }) => setProgress(`Checked ${players.toLocaleString('en-US')} players, ${granted.toLocaleString('en-US')} granted so far…`));
  const catalogue = useAllAchievements();
  const [chosen, setChosen] = useState('');
  const pickerId = useId();
  const [result, setResult] = useState<string | null>(null);
  const [refreshOutcome, setRefreshOutcome] = useState<Outcome>(null);
  const [toastOutcome, setToastOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (catalogue.error) console.error(ACHIEVEMENTS_LOAD_ERROR, catalogue.error);
  }, [catalogue.error]);

  const testable = (catalogue.data?.achievements ?? []).filter((achievement) => !NOT_TESTABLE.has(achievement.category));
  const picked = testable.find((achievement) => String(achievement.id) === chosen) ?? null;

  async function runRefresh() {
    setResult(null);
    setProgress(null);
    setRefreshOutcome(null);
    try {
      const { players, granted } = await refresh.mutateAsync();
      setProgress(null);
      setResult(`${granted.toLocaleString('en-US')} achievement${granted === 1 ? '' : 's'} granted across ${players.toLocaleString('en-US')} player${players === 1 ? '' : 's'}.`);
      setRefreshOutcome(succeeded(REFRESH_TITLE));
    } catch (error) {
      setProgress(null);
      setRefreshOutcome({ ok: false, text: actionFailedMessage(errorMessage(error, 'Unknown error')) });
    }
  }

  function runToastTest() {
    if (!picked) return;
    celebrate([{ ...picked, rarity: pickerRarity({ category: picked.category, threshold: picked.threshold }) }]);
    setToastOutcome(succeeded(TOAST_TITLE));
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
          <OutcomeLine outcome={refreshOutcome} />
        </div>
      </section>
      <section className={styles.actionCard} aria-labelledby={`${pickerId}-toast`}>
        <h2 id={`${pickerId}-toast`}>{TOAST_TITLE}</h2>
        <p className={styles.muted}>Shows the achievement toast in this browser only; nobody is granted anything.</p>
        {catalogue.error ? (
          <p className={styles.error} role="alert">
            {ACHIEVEMENTS_LOAD_FAILED}
          </p>
        ) : (
          <div className={styles.actionRow}>
            <SelectField unwrapped hideLabel id={pickerId} label="Achievement" controlClassName={styles.control} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={catalogue.isPending}>
              <option value="">{catalogue.isPending ? 'Loading achievements…' : 'Choose an achievement'}</option>
              {testable.map((achievement) => (
                <option key={achievement.id} value={achievement.id}>
                  {achievement.name} ({pickerRarity({ category: achievement.category, threshold: achievement.threshold })})
                </option>
              ))}
            </SelectField>
            <Button onClick={runToastTest} disabled={!picked}>
              Show toast
            </Button>
            <OutcomeLine outcome={toastOutcome} />
          </div>
        )}
      </section>
    </div>
  );
}
