/**
 * An achievement worn as a badge (accounts-side §3 "User"): the current user (lib/auth/account-user.ts)
 * and the profiles (types.ts) carry it.
 */
import type { RARITIES } from '@/db/schema/achievements';

export type Rarity = (typeof RARITIES)[number];

/** An achievement worn as a badge: what its tooltip shows (name, description, rarity) and its image. */
export interface ProfileBadge {
  id: number;
  name: string;
  description: string;
  rarity: Rarity;
  image_filename: string;
}
