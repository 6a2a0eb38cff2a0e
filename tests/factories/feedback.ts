import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedbackEvents } from '@/server/db/schema/feedback.ts';
import { interests } from '@/server/db/schema/interests.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import type { CreateFeedbackInput, FeedbackKind, Severity } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { TestApp } from '../app/build-app.ts';
import { insertReports } from './feedback-inserts.ts';
import { type SignedInUser, signUpAs } from './people.ts';

/**
 * A new tester who joined the listing and whom its builder then put in `status`; Waitlisted is
 * where joining a full listing puts them.
 */
export async function testerWith(
  t: TestApp,
  builder: SignedInUser,
  listing: Listing,
  status: InterestStatus,
): Promise<SignedInUser> {
  const tester = await signUpAs(t.app, 'Tester');
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
    payload: { softwareId: listing.id },
  });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
  if (status === 'Interested' || status === 'Waitlisted') {
    if (joined.json().status !== status) throw new Error(`joined as ${joined.json().status}`);
    return tester;
  }
  const [signup] = await t.db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.testerId, tester.user.id), eq(interests.listingId, listing.id)));
  const decided = await t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${signup?.id}`,
    headers: { cookie: builder.cookie },
    payload: { status },
  });
  if (decided.statusCode !== 200) throw new Error(`decision failed: ${decided.body}`);
  return tester;
}

export const aBug: CreateFeedbackInput = {
  kind: 'Bug',
  title: 'Sync loses the last note',
  body: 'After a sync the newest note is gone.',
  steps: '1. Write a note offline\n2. Go online',
  expected: 'The note stays',
  actual: 'The note disappears',
  severity: 'High',
  device: { browser: 'Firefox 133', os: 'Android 15', viewport: '412x915' },
};

/** Files feedback on the listing as `who` (or signed out), answering the raw response. */
export function report(
  t: TestApp,
  who: SignedInUser | undefined,
  listingId: string,
  payload: object = aBug,
) {
  return t.app.inject({
    method: 'POST',
    url: feedbackPaths.ofListing(listingId),
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });
}

export function getAs(t: TestApp, who: SignedInUser | undefined, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

export interface ReportInput {
  listingId: string;
  reporterId: string;
  kind?: FeedbackKind;
  severity?: Severity | null;
  title?: string;
  createdAt?: Date;
}

/**
 * A report written straight to the database, as filing one would leave it: New, with the
 * reporter's first timeline entry. Answers its id.
 */
export async function insertReport(db: Database, input: ReportInput): Promise<string> {
  const { listingId, reporterId, kind = 'Bug', createdAt } = input;
  const severity =
    input.severity === undefined ? (kind === 'Bug' ? 'Medium' : null) : input.severity;
  const [report] = await insertReports(db, [
    {
      listingId,
      reporterId,
      kind,
      severity,
      title: input.title ?? `A ${kind.toLowerCase()} report`,
      body: 'What happened, in the reporter’s words.',
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    },
  ]);
  const id = report?.id as string;
  await db.insert(feedbackEvents).values({
    feedbackId: id,
    actorId: reporterId,
    kind: 'status',
    status: 'New',
    ...(createdAt ? { createdAt } : {}),
  });
  return id;
}
