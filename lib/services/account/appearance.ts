import 'server-only';
import type { Db } from '@/db/client';
import { findAppearance, setAppearance } from '@/db/queries/appearance';
import type { Appearance } from '@/lib/appearance/appearance';
import { unauthorized } from '@/lib/http/errors';

/**
 * The player's appearance on the account (issue 30 item 2), which every device they sign in on follows:
 * the browser stores it locally too, so the next load paints it before any call (lib/appearance/theme-script.ts).
 */
export async function getAccountAppearance(db: Db, userId: string): Promise<Appearance> {
  const appearance = await findAppearance(db, userId);
  if (!appearance) throw unauthorized();
  return appearance;
}

/** Idempotent: the same choice sent twice stores the same row. */
export async function saveAccountAppearance(db: Db, userId: string, appearance: Appearance): Promise<Appearance> {
  const stored = await setAppearance(db, userId, appearance);
  if (!stored) throw unauthorized();
  return stored;
}
