import type { MetadataRoute } from 'next';
import { SITE_BACKGROUNDS, SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

/**
 * /manifest.webmanifest: what a phone shows when the site is installed (icons: scripts/draw-site-icons.mjs).
 * The format has one background and one theme colour: the dark theme's (the site's default look before a
 * theme is chosen); each page's <meta name="theme-color"> gives the browser each theme's own.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: `${SITE_NAME}: daily guessing games`,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: SITE_BACKGROUNDS.dark,
    theme_color: SITE_BACKGROUNDS.dark,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
