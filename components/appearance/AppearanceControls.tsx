'use client';

import { useId } from 'react';
import { THEMES, type Appearance } from '@/lib/appearance/appearance';
import { HIGH_CONTRAST_HINT, HIGH_CONTRAST_LABEL, THEME_LABELS, THEME_LEGEND } from '@/lib/messages/appearance';
import styles from './Appearance.module.css';

interface AppearanceControlsProps {
  appearance: Appearance;
  onChange: (appearance: Appearance) => void;
}

/** The theme (System / Light / Dark) and the high-contrast switch: the menu's pop-up and /settings show the same. */
export function AppearanceControls({ appearance, onChange }: AppearanceControlsProps) {
  const id = useId();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.themes}>
        <legend className={styles.legend}>{THEME_LEGEND}</legend>
        {THEMES.map((theme) => (
          <label key={theme} className={styles.option}>
            <input type="radio" name={`${id}-theme`} value={theme} checked={appearance.theme === theme} onChange={() => onChange({ ...appearance, theme })} />
            {THEME_LABELS[theme]}
          </label>
        ))}
      </fieldset>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={appearance.highContrast}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ ...appearance, highContrast: event.target.checked })}
        />
        {HIGH_CONTRAST_LABEL}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {HIGH_CONTRAST_HINT}
      </p>
    </div>
  );
}
