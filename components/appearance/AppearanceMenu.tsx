'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '@/components/layout/use-dismiss';
import { APPEARANCE_MENU_LABEL } from '@/lib/messages/appearance';
import { useAccountAppearanceSync, useAppearance, useThemeScriptFallback } from './use-appearance';
import styles from './Appearance.module.css';

// The pop-up's controls load when the menu opens, not with every page (issue 38); a pointer on the button or
// the keyboard's focus starts loading them, so they are there by the time it opens.
const loadControls = () => import('./AppearanceControls');
const AppearanceControls = dynamic(() => loadControls().then((module) => module.AppearanceControls), { ssr: false });

/** The menu bar's appearance chooser, for everyone; it also keeps a signed-in player's browser in step with the account. */
export function AppearanceMenu() {
  useThemeScriptFallback();
  useAccountAppearanceSync();
  const { appearance, choose } = useAppearance();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) trigger.current?.focus();
  }, []);
  useDismiss(open, container, close);

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? 'appearance-panel' : undefined}
        aria-label={APPEARANCE_MENU_LABEL}
        title={APPEARANCE_MENU_LABEL}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadControls()}
        onFocus={() => void loadControls()}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden focusable="false">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 2a8 8 0 0 1 0 16z" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div id="appearance-panel" className={styles.panel} role="group" aria-label={APPEARANCE_MENU_LABEL}>
          <AppearanceControls appearance={appearance} onChange={choose} />
        </div>
      )}
    </div>
  );
}
