/** The site's colour themes (issue 30); "system" follows prefers-color-scheme. Defined beside the schema (db/schema/themes.ts: db imports nothing above it). */
export { THEMES, type Theme } from '@/db/schema/themes';
