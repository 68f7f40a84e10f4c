/** The site's name, shown in titles, the menu bar and the footer: the one place it is spelled. */
export const SITE_NAME = 'Guessdle';
export const SITE_VERSION = '1.0.4';
export const SITE_DESCRIPTION =
  'Daily guessing games: find the hidden Bible book, Slay the Spire card, Subnautica creature, Age of Empires II unit or Pokemon from colour-coded clues.';
/**
 * The page background of each theme (app/globals.css --bg): the browser's theme colour (one per
 * prefers-color-scheme) and the web manifest's colours. SITE_BACKGROUND is the dark theme's, the manifest's default.
 */
export const SITE_BACKGROUNDS = { light: '#f6f7fb', dark: '#0f1420' } as const;
export const SITE_BACKGROUND = SITE_BACKGROUNDS.dark;

/** Where `npm run dev` serves the site: the public address when NEXT_PUBLIC_SITE_URL is unset outside production. */
export const DEVELOPMENT_SITE_URL = 'http://localhost:3000';

export const SITE_URL_REQUIRED =
  'NEXT_PUBLIC_SITE_URL is required in production: it is the address in canonical links, link previews, structured data, the sitemap and share texts. Set it to the address players open, e.g. https://guessdle.example, before `next build` and `next start`.';

/**
 * The rule for the site's public address (NEXT_PUBLIC_SITE_URL): an http(s) origin, no path, query or
 * fragment, given without its trailing slash; unset, development's address, but never in production.
 * Throws with a message naming the variable; next.config.ts applies it to `next build`, lib/env.ts to `next start`.
 */
export function resolveSiteUrl(value: string | undefined, production: boolean): string {
  if (value === undefined || value.trim() === '') {
    if (production) throw new Error(SITE_URL_REQUIRED);
    return DEVELOPMENT_SITE_URL;
  }
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // refused below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash || url.username) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL is not valid ("${value}"): it must be the site's http(s) address without a path, e.g. https://guessdle.example.`,
    );
  }
  return url.origin;
}

/**
 * The public address of the site (no trailing slash): every absolute URL the site writes (canonical links,
 * Open Graph, JSON-LD, the sitemap, robots.txt, share texts) starts with it. Next writes
 * process.env.NEXT_PUBLIC_SITE_URL into the build, the browser's included, so it is the build's value.
 */
export function siteUrl(): string {
  return resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL, process.env.NODE_ENV === 'production');
}

/** An absolute address on the site for a path ('/' is the site itself). */
export function absoluteUrl(path: string): string {
  return path === '/' ? siteUrl() : `${siteUrl()}${path}`;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The site's share image (app/opengraph-image.tsx). A page that sets its own `openGraph` replaces the
 * layout's whole object, so it names the image again through this.
 */
export const SITE_SHARE_IMAGE = { url: '/opengraph-image', width: 1200, height: 630, alt: `${SITE_NAME}: daily guessing games` };
