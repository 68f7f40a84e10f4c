/**
 * The script <head> runs before the first paint (app/layout.tsx): it reads this browser's stored appearance
 * and sets data-theme / data-contrast on <html> (lib/appearance/appearance.ts), so no page ever shows the
 * wrong theme first. It stays in the page and keeps them right: while the theme is "system" it follows a
 * live prefers-color-scheme change, and it applies again when another tab stores a choice or this one
 * announces one (APPEARANCE_CHANGED_EVENT, lib/appearance/store.ts). One plain string, so that the
 * Content-Security-Policy can allow it by its SHA-256 hash on every page (lib/security/csp.ts).
 */
import { APPEARANCE_STORAGE_KEY } from './appearance';

/** The event this tab dispatches on window after storing a new choice. */
export const APPEARANCE_CHANGED_EVENT = 'guessdle-appearance';

const KEY = JSON.stringify(APPEARANCE_STORAGE_KEY);

export const THEME_SCRIPT =
  `(function(){var h=document.documentElement,m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: light)');` +
  `function a(){var s=null;try{s=JSON.parse(localStorage.getItem(${KEY}))}catch(e){}s=s||{};` +
  `h.setAttribute('data-theme',s.theme==='light'||s.theme==='dark'?s.theme:m&&m.matches?'light':'dark');` +
  `if(s.highContrast===true)h.setAttribute('data-contrast','high');else h.removeAttribute('data-contrast')}` +
  `a();if(m)m.addEventListener('change',a);window.addEventListener('storage',function(e){if(e.key===null||e.key===${KEY})a()});` +
  `window.addEventListener(${JSON.stringify(APPEARANCE_CHANGED_EVENT)},a)})()`;
