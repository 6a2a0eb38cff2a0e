import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import type { FeedbackKind, Severity } from '@/shared/contracts/feedback.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { type SignedInUser, signUpAs } from './factories.ts';

/** A tester who joined the listing and whom its builder accepted. */
export async function acceptedTester(
  app: App,
  builderCookie: string,
  listing: Listing,
): Promise<SignedInUser> {
  const tester = await signUpAs(app, 'Tester');
  const joined = await app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
    payload: { softwareId: listing.id },
  });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
  const accepted = await app.inject({
    method: 'PATCH',
    url: `/api/interests/${joined.json().id}`,
    headers: { cookie: builderCookie },
    payload: { status: 'Accepted' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return tester;
}

export interface ReportInput {
  softwareId: string;
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
  const { softwareId, reporterId, kind = 'Bug', createdAt } = input;
  const severity =
    input.severity === undefined ? (kind === 'Bug' ? 'Medium' : null) : input.severity;
  const [report] = await db
    .insert(feedback)
    .values({
      softwareId,
      reporterId,
      kind,
      severity,
      title: input.title ?? `A ${kind.toLowerCase()} report`,
      body: 'What happened, in the reporter’s words.',
      device: { browser: '', os: '', viewport: '' },
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    })
    .returning({ id: feedback.id });
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
