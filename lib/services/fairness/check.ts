import 'server-only';
import type { Db } from '@/db/client';
import type { CheckCounts, Difference } from '@/db/queries/consistency';
import { findCommittedPuzzles } from '@/db/queries/daily-puzzles';
import { computeCommitment } from '@/lib/fairness/commitment';

/**
 * `npm run db:check` (issue 30): every stored commitment equals sha256_hex("{game}|{date}|{item}|{salt}") of its
 * own row, recomputed with the one definition the browser's verifier uses (lib/fairness/commitment.ts). A row
 * without a commitment yet (stored before issue 30, filled when first needed) is not checked.
 */
export async function recheckCommitments(db: Db, options: { limit: number }): Promise<CheckCounts> {
  const rows = await findCommittedPuzzles(db);
  const differences: Difference[] = [];
  for (const row of rows) {
    const recomputed = await computeCommitment({ game: row.game, date: row.date, item: row.itemName, salt: row.salt });
    if (recomputed !== row.commitment) {
      differences.push({ table: 'daily_puzzles', key: { game: row.game, date: row.date }, field: 'commitment', kept: row.commitment, recounted: recomputed });
    }
  }
  return { checked: rows.length, differences: differences.length, sample: differences.slice(0, options.limit), noted: 0 };
}
