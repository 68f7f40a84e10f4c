'use client';

import { APPEARANCE_ACCOUNT_NOTE, APPEARANCE_BROWSER_NOTE, APPEARANCE_HEADING } from '@/lib/messages/appearance';
import { AppearanceControls } from './AppearanceControls';
import { useAppearance } from './use-appearance';
import styles from './Appearance.module.css';

/** /settings' "Appearance" section: the same choice as the menu bar's, with where it is kept. */
export function AppearanceSettings() {
  const { appearance, choose, signedIn } = useAppearance();
  return (
    <section className={styles.section} aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">{APPEARANCE_HEADING}</h2>
      <AppearanceControls appearance={appearance} onChange={choose} />
      <p className={styles.note}>{signedIn ? APPEARANCE_ACCOUNT_NOTE : APPEARANCE_BROWSER_NOTE}</p>
    </section>
  );
}
