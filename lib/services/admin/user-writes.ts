import 'server-only';
import type { Db } from '@/db/client';
import { lockWriteParties, type LockedUser } from '@/db/queries/admin-users';
import { insertAuditEntry } from '@/db/queries/audit-log';
import { isOperator, userWriteRefusal, type RuleActor, type UserWrite } from '@/lib/auth/roles';
import { forbidden, notFound, unauthorized } from '@/lib/http/errors';
import { USER_NOT_FOUND_MESSAGE } from '@/lib/messages/accounts';

/** The target as locked for the write, with how many owners there were then. */
export type LockedTarget = LockedUser & { owners: number };

export interface WriteAttempt {
  /** The audit action of the change; a refusal is audited as `{action}.refused`. */
  action: string;
  /** What is asked, in the rules' terms: each must be allowed. */
  writes: UserWrite[];
  /** What the audit row of a refusal keeps of the request. */
  details?: Record<string, unknown>;
}

/** Who acted, as an audit row records it: a user (their id, and the role they acted with) or the operator. */
export function auditedActor(actor: RuleActor): { actorId: string | null; by: Record<string, unknown> } {
  if (!isOperator(actor)) return { actorId: actor.id, by: { by: actor.role } };
  return { actorId: null, by: { by: 'operator', via: actor.operator, ...(actor.force ? { force: true } : {}) } };
}

/**
 * Every write that targets a user goes through here: in one transaction the owners, the acting user and
 * the target are locked (lockWriteParties, db/queries/admin-users.ts), the rules asked
 * (userWriteRefusal in lib/auth/roles.ts) with the actor's role as it is now, and then either `work` runs
 * with the locked target, or the refusal is written to admin_audit_log and answered 403. A refusal's audit
 * row is the only thing a refused write leaves behind.
 */
export async function writeToUser<T>(
  db: Db,
  actor: RuleActor,
  targetId: string,
  attempt: WriteAttempt,
  work: (tx: Db, target: LockedTarget, actor: RuleActor) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<{ refusal: string } | { value: T } | { missing: 'target' | 'actor' }> => {
    const parties = await lockWriteParties(tx, isOperator(actor) ? null : actor.id, targetId);
    if (!parties.target) return { missing: 'target' };
    const current = isOperator(actor) ? actor : parties.actor;
    if (!current) return { missing: 'actor' };
    const target: LockedTarget = { ...parties.target, owners: parties.owners };
    const refusal = attempt.writes.map((write) => userWriteRefusal(current, target, write, parties.owners)).find((reason) => reason !== null);
    if (refusal) {
      const { actorId, by } = auditedActor(current);
      await insertAuditEntry(tx, { actorId, action: `${attempt.action}.refused`, targetUserId: targetId, details: { ...by, ...attempt.details, refused: refusal } });
      return { refusal };
    }
    return { value: await work(tx, target, current) };
  });
  if ('missing' in outcome) throw outcome.missing === 'target' ? notFound(USER_NOT_FOUND_MESSAGE) : unauthorized();
  if ('refusal' in outcome) throw forbidden(outcome.refusal, 'role_rule');
  return outcome.value;
}
