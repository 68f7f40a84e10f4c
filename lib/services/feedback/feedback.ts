import 'server-only';
import type { Db } from '@/db/client';
import { insertFeedback } from '@/db/queries/feedback';
import { findUserById } from '@/db/queries/users';
import type { FeedbackSubmitBody } from '@/lib/validation/feedback';
import type { Viewer } from '@/lib/auth/guards';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { reportCategoryLabel } from '@/lib/feedback/report-categories';

export interface DataCorrectionReport {
  /** Distinct keys among the game's categories and 'hint' (checked by lib/validation/feedback.ts). */
  categories: readonly string[];
  notes?: string;
}

/** The subject an admin sees in the feedback list, e.g. 'Data correction: Bash (Slay the Spire cards)'. */
export function dataCorrectionSubject(game: GameConfig, item: AnyItem): string {
  return `Data correction: ${item.name} (${game.title})`;
}

/** The player's notes, or a sentence naming the ticked categories when there are none. */
export function dataCorrectionMessage(game: GameConfig, item: AnyItem, report: DataCorrectionReport): string {
  if (report.notes) return report.notes;
  const labels = report.categories.map((key) => reportCategoryLabel(game, key));
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

/**
 * The footer's feedback or bug report, stored as given (new). The sender is the session's user, never
 * the body's; a signed-in sender who leaves the e-mail empty is reached at their account's address.
 */
export async function submitFeedback(db: Db, viewer: Viewer, body: FeedbackSubmitBody): Promise<{ ok: true; id: number }> {
  const userId = viewer.user?.id ?? null;
  const accountEmail = userId && !body.email ? ((await findUserById(db, userId))?.email ?? null) : null;
  const id = await insertFeedback(db, {
    type: body.type,
    subject: body.subject,
    message: body.message,
    email: body.email ?? accountEmail,
    userId,
    pageSection: body.type === 'bug' ? body.pageSection : null,
    reproductionSteps: body.type === 'bug' ? body.reproductionSteps : null,
  });
  return { ok: true, id };
}
