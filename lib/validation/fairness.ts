import { z } from 'zod';
import { gameParams } from './game';
import { wholeNumberText } from './text';

/** GET /api/fairness/{game}?page=N (issue 30 item 5): an unknown game is a 404, a malformed or out-of-range page a 400. */
export const fairnessParams = gameParams;

export const fairnessQuery = z.object({ page: wholeNumberText(1, 100_000, 'Page').default(1) }).strict();
