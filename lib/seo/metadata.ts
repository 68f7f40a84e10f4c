import type { Metadata } from 'next';
import { SITE_NAME, SITE_SHARE_IMAGE, pageTitle } from '@/lib/site';

type ShareImage = string | { url: string; width?: number; height?: number; alt?: string };

export interface PageSeo {
  /** The page's own title, shown as '{title} | Guessdle'; none: the site's name alone (the home page). */
  title?: string;
  /** A sentence of its own, for search results and link previews. */
  description: string;
  /** The page's path, e.g. '/daily': its canonical address and og:url, absolute from the site's address (the layout's metadataBase). */
  path: string;
  /**
   * The link preview's picture: the site's (app/opengraph-image.tsx) unless given; 'own' for a page whose
   * folder draws its own (an opengraph-image file beside page.tsx: Next adds it only when the page names none).
   */
  image?: ShareImage | 'own';
  /** og:type 'profile' with the player's name; otherwise 'website'. */
  profileOf?: string;
  robots?: Metadata['robots'];
}

/**
 * Every public page's metadata, through one function so that none lacks one of the six a search engine or a
 * link preview reads: title, description, canonical, og:type, og:url, og:image. A page's `openGraph` replaces
 * the layout's whole object, so each is written here in full.
 */
export function pageMetadata({ title, description, path, image = SITE_SHARE_IMAGE, profileOf, robots }: PageSeo): Metadata {
  const type = profileOf === undefined ? { type: 'website' as const } : { type: 'profile' as const, username: profileOf };
  return {
    title: title ?? { absolute: SITE_NAME },
    description,
    alternates: { canonical: path },
    openGraph: {
      ...type,
      siteName: SITE_NAME,
      title: pageTitle(title),
      description,
      url: path,
      ...(image === 'own' ? {} : { images: [image] }),
    },
    ...(robots ? { robots } : {}),
  };
}
