/**
 * The data correction report's rules (game-side §5 "Data correction report"), without zod: the server's
 * schema (./feedback.ts) and the browser's Report Incorrect Data dialog check the same rules with the
 * same words, and the dialog's bundle does not carry zod.
 */
import type { GameConfig } from '@/lib/games/game-config';
import { HINT_CATEGORY_KEY } from '@/lib/feedback/report-categories';
import { NO_CATEGORY_MESSAGE, NO_ITEM_MESSAGE } from '@/lib/messages/game';

export const NOTES_MAX_LENGTH = 1000;

/** The categories a report on the game can tick, in order: the game's own, then the hint. */
export function reportCategoryChoices(game: Pick<GameConfig, 'categories'>): { key: string; label: string }[] {
  return [...game.categories.map(({ key, label }) => ({ key, label })), { key: HINT_CATEGORY_KEY, label: 'Hint' }];
}

export interface ReportProblems {
  item?: string;
  categories?: string;
}

/** What the report still lacks: an item, a ticked category (each message under its field). */
export function reportProblems(item: string, categoryCount: number): ReportProblems {
  return { item: item.trim() ? undefined : NO_ITEM_MESSAGE, categories: categoryCount > 0 ? undefined : NO_CATEGORY_MESSAGE };
}
