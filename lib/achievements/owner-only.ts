import { CATALOGUE } from './definitions';

/**
 * The owner-only achievements: those the catalogue earns by holding the owner role (Creator). They belong
 * to owners: only an owner grants or revokes one, only to an owner, and only an owner wears one as a badge
 * (lib/auth/roles.ts, userWriteRefusal).
 */
export const OWNER_ONLY_KEYS: ReadonlySet<string> = new Set(CATALOGUE.filter((entry) => entry.rule.kind === 'owner').map((entry) => entry.key));

export function isOwnerOnlyAchievement(key: string): boolean {
  return OWNER_ONLY_KEYS.has(key);
}
