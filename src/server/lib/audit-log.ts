import type { Database } from '@/server/db/client.ts';
import { auditLog } from '@/server/db/schema/mail.ts';
import type { AuditAction } from '@/shared/contracts/moderation-rules.ts';

/** What an admin did, to what, and why: one entry of the append-only audit log. */
export interface AuditEntryDraft {
  /** Null when no one signed in did it (the command line). */
  actorId: string | null;
  action: AuditAction;
  target?: { type: string; id: string } | null;
  /** The person the action concerns, so their history shows it. */
  subjectId?: string | null;
  /** The admin's own words, shown to whoever reads the log. */
  reason?: string;
  details?: Record<string, unknown>;
}

/**
 * Writes the entry on `db`, which is the transaction of the change it records wherever there is
 * one: an action and its entry are kept, or lost, together.
 */
export async function recordAudit(db: Database, entry: AuditEntryDraft): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target?.type,
    targetId: entry.target?.id,
    subjectId: entry.subjectId ?? null,
    details:
      entry.reason === undefined
        ? (entry.details ?? {})
        : { ...entry.details, reason: entry.reason },
  });
}
