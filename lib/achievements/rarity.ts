/**
 * Rarity of an achievement (accounts-side §9), rule by rule. Pure: the catalogue, the pages and the
 * tests all read it from here. The admin toast-test picker's own, slightly different mapping is
 * `pickerRarity` below.
 */
import type { Rarity } from '@/lib/profile/badge';

export interface RarityInput {
  name: string;
  category: string;
  threshold: number | null;
}

const EPIC_KEYWORDS = ['master', 'centurion', 'slayer', 'strategist', 'interloper', 'word'] as const;
const RARE_KEYWORDS = ['devotee', 'conqueror', 'expert', 'shark'] as const;

/** The rarity the site shows: the category's rule first, then keywords in the name, else rare. */
export function achievementRarity({ name, category, threshold }: RarityInput): Rarity {
  const lower = name.toLowerCase();
  switch (category) {
    case 'user-groups':
      return 'legendary';
    case 'daily-streak':
      return byThreshold(threshold, 100, 30);
    case 'total-wins':
      return byThreshold(threshold, 100, 25);
    case 'activity':
      if (lower.includes('flawless')) return 'legendary';
      if (lower.includes('lore')) return 'epic';
      if (lower.includes('broken')) return 'common';
      return 'rare';
  }
  if (EPIC_KEYWORDS.some((word) => lower.includes(word))) return 'epic';
  if (RARE_KEYWORDS.some((word) => lower.includes(word))) return 'rare';
  return 'rare';
}

/** The admin toast-test picker's mapping: user groups legendary, then the threshold alone (100 epic, 25 rare). */
export function pickerRarity({ category, threshold }: Omit<RarityInput, 'name'>): Rarity {
  if (category === 'user-groups') return 'legendary';
  return byThreshold(threshold, 100, 25);
}

function byThreshold(threshold: number | null, epicFrom: number, rareFrom: number): Rarity {
  const value = threshold ?? 0;
  if (value >= epicFrom) return 'epic';
  if (value >= rareFrom) return 'rare';
  return 'common';
}

