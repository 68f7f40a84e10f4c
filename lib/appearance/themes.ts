/** The site's colour themes (issue 30); "system" follows prefers-color-scheme. Read by the schema and the browser alike. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
