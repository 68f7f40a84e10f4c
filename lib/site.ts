/** The site's name, shown in titles, the menu bar and the footer: the one place it is spelled. */
export const SITE_NAME = 'Guessdle';
export const SITE_VERSION = '1.0.4';
export const SITE_DESCRIPTION =
  'Daily guessing games: find the hidden Bible book, Slay the Spire card, Subnautica creature, Age of Empires II unit or Pokemon from colour-coded clues.';

/** The public address of the site, used in share texts, canonical links and structured data. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The site's share image (app/opengraph-image.tsx). A page that sets its own `openGraph` replaces the
 * layout's whole object, so it names the image again through this.
 */
export const SITE_SHARE_IMAGE = { url: '/opengraph-image', width: 1200, height: 630, alt: `${SITE_NAME}: daily guessing games` };
