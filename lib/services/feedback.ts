import 'server-only';
import type { Db } from '@/db/client';
import { insertFeedback } from '@/db/queries/feedback';
import type { Viewer } from '@/lib/auth/guards';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { HINT_CATEGORY_KEY } from '@/lib/validation/feedback';

export interface DataCorrectionReport {
  /** Distinct keys among the game's categories and 'hint' (checked by lib/validation/feedback.ts). */
  categories: readonly string[];
  notes?: string;
}

function categoryLabel(game: GameConfig, key: string): string {
  if (key === HINT_CATEGORY_KEY) return 'Hint';
  return game.categories.find((category) => category.key === key)?.label ?? key;
}

/** The subject an admin sees in the feedback list, e.g. 'Data correction: Bash (Slay the Spire cards)'. */
export function dataCorrectionSubject(game: GameConfig, item: AnyItem): string {
  return `Data correction: ${item.name} (${game.title})`;
}

/** The player's notes, or a sentence naming the ticked categories when there are none. */
export function dataCorrectionMessage(game: GameConfig, item: AnyItem, report: DataCorrectionReport): string {
  if (report.notes) return report.notes;
  const labels = report.categories.map((key) => categoryLabel(game, key));
  return `Reported incorrect data for ${item.name} in: ${labels.join(', ')}.`;
}

/** Stores a data-correction report as one 'new' feedback record; the item is the canonical one. */
export async function submitDataCorrection(
  db: Db,
  viewer: Viewer,
  game: GameConfig,
  item: AnyItem,
  report: DataCorrectionReport,
): Promise<{ ok: true; id: number }> {
  const id = await insertFeedback(db, {
    type: 'data_correction',
    subject: dataCorrectionSubject(game, item),
    message: dataCorrectionMessage(game, item, report),
    userId: viewer.user?.id ?? null,
    gameId: game.id,
    itemName: item.name,
    categories: [...report.categories],
  });
  return { ok: true, id };
}
