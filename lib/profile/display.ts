import type { Rarity } from './badge';

/** How profiles show their facts: the picture address and the rarity order (dates: lib/time-display.ts formatDate). */
export const UNSET_PICTURE = '/unset-profile-pic.png';

/** A stored picture's address, or the fallback image when none is set. */
export function pictureUrl(filename: string | null): string {
  return filename ? `/api/profile-picture/${encodeURIComponent(filename)}` : UNSET_PICTURE;
}

/** An achievement's image, from the achievements folder under the site root (accounts-side §2.9). */
export function achievementImageUrl(imageFilename: string): string {
  return `/achievements/${encodeURIComponent(imageFilename)}`;
}

/** The badge picker's order (accounts-side §9): legendary 4, epic 3, rare 2, common 1; highest first, then by name. */
export const RARITY_RANK: Record<Rarity, number> = { legendary: 4, epic: 3, rare: 2, common: 1 };

export function byRarityThenName<T extends { rarity: Rarity; name: string }>(a: T, b: T): number {
  return RARITY_RANK[b.rarity] - RARITY_RANK[a.rarity] || a.name.localeCompare(b.name, 'en');
}

/** 'legendary' → 'Legendary' (the badge tooltip). */
export function rarityLabel(rarity: Rarity): string {
  return rarity.charAt(0).toUpperCase() + rarity.slice(1);
}
