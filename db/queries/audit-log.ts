import type { Db } from '../client';
import { adminAuditLog } from '../schema';

export type AuditEntry = Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
