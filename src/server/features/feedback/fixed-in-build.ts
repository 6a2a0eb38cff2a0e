/*
 * The one door from test cycles into feedback: a build update marks the reports it fixes through
 * the same status change the builder's triage makes, so the timeline entry, the reporter's notice
 * and the live event are the ones a Fixed by hand gives (biome.json keeps it the only door).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { badRequest } from '@/server/lib/app-error.ts';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { changeFeedbackStatus, type FeedbackChange } from './triage.service.ts';

export {
  announceFeedbackChanges as announceFixes,
  type FeedbackChange as FixChange,
} from './triage.service.ts';

/** A fix already shipped, or confirmed by its reporter, stays as it is. */
const ALREADY_FIXED: readonly FeedbackStatus[] = ['Fixed', 'Verified'];
/** Closed without a fix: the builder changes its status on the board first, if minds changed. */
const CLOSED: readonly FeedbackStatus[] = ['WontFix', 'Duplicate'];

const refuse = (code: 'report_not_on_listing' | 'validation_failed', message: string) =>
  badRequest(code, message, { fixes: message });

/**
 * Moves the named reports of the builder's listing to Fixed, inside the caller's transaction,
 * with a timeline entry saying which build fixed them. Reports are locked in id order, so two
 * build updates naming the same reports take turns instead of deadlocking. A report of another
 * listing, or none, refuses the whole update, named by id (its title is not the builder's to
 * read); so does one closed as Won't fix or Duplicate (a field error on `fixes`). Answers the
 * changes to announce after commit.
 */
export async function markFixedInBuild(
  tx: Database,
  builderId: string,
  listingId: string,
  reportIds: readonly string[],
  version: string,
): Promise<FeedbackChange[]> {
  if (reportIds.length === 0) return [];
  const found = await tx
    .select({
      id: feedback.id,
      listingId: feedback.listingId,
      title: feedback.title,
      status: feedback.status,
    })
    .from(feedback)
    .where(inArray(feedback.id, [...reportIds]))
    .orderBy(asc(feedback.id))
    .for('update');
  const ours = new Map(found.filter((r) => r.listingId === listingId).map((r) => [r.id, r]));
  const foreign = reportIds.filter((id) => !ours.has(id));
  if (foreign.length > 0)
    throw refuse(
      'report_not_on_listing',
      `${foreign.length === 1 ? 'This report is' : 'These reports are'} not on this listing: ${foreign.join(', ')}`,
    );
  const closed = [...ours.values()].filter((report) => CLOSED.includes(report.status));
  if (closed.length > 0)
    throw refuse(
      'validation_failed',
      `Change the status of ${closed.map((r) => `“${r.title}” (${FEEDBACK_STATUS_LABELS[r.status]})`).join(', ')} on the feedback board first: a build fixes only reports still open`,
    );
  const reader = { id: builderId, role: 'Builder' as const };
  const changes: FeedbackChange[] = [];
  for (const report of ours.values()) {
    if (ALREADY_FIXED.includes(report.status)) continue;
    const change = await changeFeedbackStatus(tx, reader, report.id, { status: 'Fixed' }, version);
    if (change) changes.push(change);
  }
  return changes;
}
