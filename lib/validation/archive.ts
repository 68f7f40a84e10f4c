import { z } from 'zod';
import { dailyGuessBody, dailyHintBody, dateString, gameParams } from './game';
import { wholeNumberText } from './text';

/** The archive's calls (issue 29 item 6): /api/archive/{game}?page and /api/archive/{game}/{date}[/guess|/hint]. */

export const archiveListParams = gameParams;

/** ?page=N, 1-based; a page past the last is a 404 (the count depends on the day). */
export const archiveListQuery = z.object({ page: wholeNumberText(1, 100_000, 'Page').default(1) }).strict();

/** A malformed date (2026-02-30, 2026-1-5, abc) is a 400; a real date that is not released a 404. */
export const archiveDayParams = z.object({ game: gameParams.shape.game, date: dateString });

/** A guess of a past day: the name and, for a signed-in player, its key (no date: the path names the day). */
export const archiveGuessBody = dailyGuessBody.pick({ guess: true, key: true });

/** A guest's receipts for the hint; a signed-in player's guesses are counted from the stored round. */
export const archiveHintBody = dailyHintBody.pick({ receipts: true });
