import type { MetadataRoute } from 'next';
import { SITE_BACKGROUND, SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

/** /manifest.webmanifest: what a phone shows when the site is added to its home screen (icons: scripts/draw-site-icons.mjs). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME}: daily guessing games`,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    start_url: '/',
    display: 'standalone',
    background_color: SITE_BACKGROUND,
    theme_color: SITE_BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
