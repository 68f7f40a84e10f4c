import { z } from 'zod';
import { GAME_IDS } from '@/lib/games/types';
import { HOW_TO_PLAY_VIEWED } from '@/lib/achievements/qualify';
import { safeText } from './text';

const achievementId = z.number().int().positive().max(2_147_483_647);

/** POST /api/achievements/mark-notified {achievementIds}: the player's own unlocks to mark as seen. */
export const markNotifiedBody = z.object({ achievementIds: z.array(achievementId).max(200) });

/** POST /api/achievements/easter-egg {easterEgg}: the word a signed-in player typed into a guess box. */
export const NOT_AN_EASTER_EGG = 'That is not a hidden word.';
export const easterEggBody = z.object({ easterEgg: safeText().min(1).max(100) });

/** The activities a player can report; anything else is a 400. */
export const ACTIVITY_TYPES = [HOW_TO_PLAY_VIEWED] as const;

/** POST /api/user-activities {activity_type, game_id, activity_data}. */
export const userActivityBody = z.object({
  activity_type: z.enum(ACTIVITY_TYPES),
  game_id: z.enum(GAME_IDS).nullable().optional(),
  activity_data: z
    .record(safeText().max(50), z.union([safeText().max(200), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 10, 'At most 10 entries.')
    .nullable()
    .optional(),
});
