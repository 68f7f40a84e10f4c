import type { UnlockRule } from '../../db/queries/consistency-unlocks';
import { CATALOGUE } from './definitions';
import { EASTER_EGG_FOUND, HOW_TO_PLAY_VIEWED } from './qualify';
import { GAME_IDS } from '../games/types';

/**
 * The catalogue's rules as the set-based recount reads them (db/queries/consistency.ts earnedUnlocks): db:check
 * compares the unlocks they earn with the granted ones, and the scale seed grants what they earn. Founder is left
 * out (granted at sign-in only, and it shifts as accounts are deleted).
 */
export function catalogueUnlockRules(): { rules: UnlockRule[]; games: string[]; activities: { howToPlay: string; easterEgg: string } } {
  const rules = CATALOGUE.filter((entry) => entry.rule.kind !== 'founder').map((entry) => ({
    key: entry.key,
    kind: entry.rule.kind,
    game: 'game' in entry.rule ? (entry.rule.game ?? null) : null,
    threshold: entry.threshold,
  }));
  return { rules, games: [...GAME_IDS], activities: { howToPlay: HOW_TO_PLAY_VIEWED, easterEgg: EASTER_EGG_FOUND } };
}
