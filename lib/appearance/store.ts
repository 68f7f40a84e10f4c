/**
 * This browser's appearance choice as React reads it: stored under APPEARANCE_STORAGE_KEY, applied to
 * <html> by the head script (./theme-script.ts, the one place that resolves "system"), and shared by
 * every chooser on the page (the menu's and /settings') through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { APPEARANCE_STORAGE_KEY, DEFAULT_APPEARANCE, readStoredAppearance, type Appearance } from './appearance';
import { APPEARANCE_CHANGED_EVENT } from './theme-script';

export function sameAppearance(a: Appearance, b: Appearance): boolean {
  return a.theme === b.theme && a.highContrast === b.highContrast;
}

/** Stores the choice in this browser and has the head script apply it (other tabs follow through `storage`). */
export function storeAppearance(appearance: Appearance): void {
  try {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: appearance.theme, highContrast: appearance.highContrast }));
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(APPEARANCE_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === APPEARANCE_STORAGE_KEY) onChange();
  };
  window.addEventListener(APPEARANCE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(APPEARANCE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let last: Appearance = DEFAULT_APPEARANCE;
/** The same object while the stored choice is the same (useSyncExternalStore compares snapshots by identity). */
function snapshot(): Appearance {
  const now = readStoredAppearance();
  if (!sameAppearance(now, last)) last = now;
  return last;
}

/** The stored choice; the default while rendering on the server and hydrating. */
export function useStoredAppearance(): Appearance {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_APPEARANCE);
}
