/** The site's colour themes (issue 30); "system" follows prefers-color-scheme. Read by the schema and, through lib/appearance/themes.ts, the browser: plain values, nothing of drizzle. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
