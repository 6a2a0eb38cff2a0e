import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { auditLog } from '@/server/db/schema/mail.ts';
import { users } from '@/server/db/schema/users.ts';
import type { AuditEntry, AuditLogQuery, PersonRef } from '@/shared/contracts/moderation.ts';
import type { AuditAction } from '@/shared/contracts/moderation-rules.ts';

const actors = alias(users, 'actor');
const subjects = alias(users, 'subject');

type PersonColumns = {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

const personColumns = (table: typeof actors | typeof subjects) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

/** A person as lists of moderation show them; null once their account row is gone. */
export const toPersonRef = (person: PersonColumns | null): PersonRef | null =>
  person?.id
    ? { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email }
    : null;

/** Entries with the people they name, newest first (ties by id, for a stable keyset). */
async function selectEntries(db: Database, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      entry: auditLog,
      actor: personColumns(actors),
      subject: personColumns(subjects),
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(
    ({ entry, actor, subject }): AuditEntry => ({
      id: entry.id,
      actor: toPersonRef(actor),
      // Written only through recordAudit, whose type allows nothing else.
      action: entry.action as AuditAction,
      targetType: entry.targetType,
      targetId: entry.targetId,
      subject: toPersonRef(subject),
      reason: typeof entry.details.reason === 'string' ? entry.details.reason : null,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    }),
  );
}

/**
 * One page of the log, filtered, newest first. `before` names the last entry of the page before;
 * an id that is no entry's answers an empty page rather than starting over.
 */
export async function listAuditLog(
  db: Database,
  query: AuditLogQuery,
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const before = query.before
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select b.created_at, b.id from ${auditLog} b where b.id = ${query.before})`
    : undefined;
  const entries = await selectEntries(
    db,
    and(
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
      query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
      before,
    ),
    query.limit + 1,
  );
  const page = entries.slice(0, query.limit);
  const more = entries.length > query.limit;
  return { entries: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null };
}

/** What admins did concerning a person, newest first: their history in a case. */
export const listSubjectActions = (db: Database, subjectId: string, limit: number) =>
  selectEntries(db, eq(auditLog.subjectId, subjectId), limit);
