/**
 * How the site looks for a player (issue 30): a colour theme (light, dark, or the system's through
 * prefers-color-scheme) and, separately, the high-contrast colour-blind palette. The browser keeps the
 * choice under APPEARANCE_STORAGE_KEY (a signed-in player's account keeps it too, so every device follows),
 * and the page shows it through two attributes on <html>, set before the first paint:
 *   data-theme="light" | "dark"   the theme in effect ("system" already resolved)
 *   data-contrast="high"          present only while the high-contrast palette is on
 */
import { THEMES, type Theme } from './themes';

export { THEMES, type Theme };

export interface Appearance {
  theme: Theme;
  highContrast: boolean;
}

export const DEFAULT_APPEARANCE: Appearance = { theme: 'system', highContrast: false };
export const APPEARANCE_STORAGE_KEY = 'guessdleAppearance';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A stored or received appearance, or the default for anything malformed. */
export function parseAppearance(value: unknown): Appearance {
  if (typeof value !== 'object' || value === null) return DEFAULT_APPEARANCE;
  const { theme, highContrast } = value as Record<string, unknown>;
  return { theme: isTheme(theme) ? theme : 'system', highContrast: highContrast === true };
}

/** This browser's stored appearance (the default on the server, or when nothing valid is stored). */
export function readStoredAppearance(): Appearance {
  if (typeof window === 'undefined') return DEFAULT_APPEARANCE;
  try {
    return parseAppearance(JSON.parse(window.localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null'));
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

/** Whether the high-contrast palette is in effect on this page now (the share text's squares follow it). */
export function highContrastInEffect(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.contrast === 'high';
}
