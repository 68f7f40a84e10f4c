/** schema.org pieces several pages share (each page builds its own main entity). */
import { SITE_NAME, siteUrl } from '@/lib/site';

export interface Crumb {
  name: string;
  /** Site path, e.g. '/solve/pokemon'. */
  path: string;
}

/** Home › … › the page: a BreadcrumbList of absolute addresses, positions from 1. */
export function breadcrumbList(trail: readonly Crumb[]) {
  const base = siteUrl();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: SITE_NAME, path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.path === '/' ? '' : crumb.path}`,
    })),
  };
}

/** A ranking as an ItemList: each player at their place, linking to their public profile. */
export function rankingItemList(name: string, usernames: readonly string[]) {
  const base = siteUrl();
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: usernames.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: usernames.map((username, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: username,
      url: `${base}/profile/${encodeURIComponent(username)}`,
    })),
  };
}
