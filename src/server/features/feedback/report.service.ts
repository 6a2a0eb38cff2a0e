import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { objects } from '@/server/db/schema/images.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { hideImages, ownImagesToHide } from '@/server/features/images/image-ownership.ts';
import { recordTesterActivity } from '@/server/features/interests/activity.ts';
import { notify } from '@/server/features/notifications/notify.ts';
import { badRequest, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  BUG_ONLY_FIELD_MESSAGE,
  type CreateFeedbackBody,
  FEEDBACK_NOT_ACCEPTED_MESSAGE,
  type Feedback,
  type FeedbackDetail,
  OWN_LISTING_FEEDBACK_MESSAGE,
  SCREENSHOT_NOT_UPLOADED_MESSAGE,
} from '@/shared/contracts/feedback.ts';
import { feedbackNotice } from './feedback-notices.ts';
import {
  feedbackDetail,
  findReadableFeedback,
  type Reader,
  selectFeedback,
  toFeedback,
} from './feedback-query.ts';

const BUG_ONLY = ['steps', 'expected', 'actual', 'severity'] as const;

/**
 * Only a tester the builder accepted on this listing reports on it; the builder never does.
 * Answers the listing's name, which the builder's notice names.
 */
async function assertMayReport(
  db: Database,
  reporter: UserRow,
  listingId: string,
): Promise<string> {
  const [listing] = await db
    .select({ builderId: listings.builderId, name: listings.name })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  if (listing.builderId === reporter.id)
    throw forbidden('own_listing', OWN_LISTING_FEEDBACK_MESSAGE);
  const [signup] =
    reporter.role === 'Tester'
      ? await db
          .select({ id: interests.id })
          .from(interests)
          .where(
            and(
              eq(interests.testerId, reporter.id),
              eq(interests.listingId, listingId),
              eq(interests.status, 'Accepted'),
            ),
          )
      : [];
  if (!signup) throw forbidden('not_accepted', FEEDBACK_NOT_ACCEPTED_MESSAGE);
  return listing.name;
}

/**
 * Steps, expected, actual and severity belong to bugs: an idea that carries them is refused rather
 * than stored without them, so what the tester typed is never dropped unseen. Blank counts as absent.
 */
function bugFields(body: CreateFeedbackBody) {
  const fields = {
    steps: body.steps || null,
    expected: body.expected || null,
    actual: body.actual || null,
    severity: body.severity ?? null,
  };
  if (body.kind !== 'Bug') {
    const sent = BUG_ONLY.filter((key) => fields[key] !== null);
    if (sent.length) {
      throw badRequest(
        'validation_failed',
        BUG_ONLY_FIELD_MESSAGE,
        Object.fromEntries(sent.map((key) => [key, BUG_ONLY_FIELD_MESSAGE])),
      );
    }
  }
  return fields;
}

const screenshotRefused = () =>
  badRequest('validation_failed', SCREENSHOT_NOT_UPLOADED_MESSAGE, {
    screenshots: SCREENSHOT_NOT_UPLOADED_MESSAGE,
  });

/**
 * Files a report with its first timeline entry, and takes its screenshots out of public view in
 * the same transaction: from then on only the report's readers are served them.
 */
export async function fileFeedback(
  ctx: ServiceContext,
  reporter: UserRow,
  listingId: string,
  body: CreateFeedbackBody,
): Promise<FeedbackDetail> {
  const listing = await assertMayReport(ctx.db, reporter, listingId);
  const fields = bugFields(body);
  const id = await ctx.db.transaction(async (tx) => {
    const screenshotIds = await ownImagesToHide(tx, reporter.id, body.screenshots);
    if (!screenshotIds) throw screenshotRefused();
    const [created] = await tx
      .insert(feedback)
      .values({
        listingId,
        reporterId: reporter.id,
        kind: body.kind,
        title: body.title,
        body: body.body,
        ...fields,
        device: body.device,
        screenshotIds,
      })
      .returning({ id: feedback.id });
    if (!created) throw new Error('feedback insert returned no row');
    await tx
      .insert(feedbackEvents)
      .values({ feedbackId: created.id, actorId: reporter.id, kind: 'status', status: 'New' });
    await hideImages(tx, screenshotIds);
    return created.id;
  });
  // A report is word from the tester: their place is not released for silence.
  await recordTesterActivity(ctx, reporter.id, listingId);
  const notice = feedbackNotice(await findReadableFeedback(ctx.db, id, reporter), reporter.id, {
    kind: 'filed',
    listing,
  });
  if (notice) await notify(ctx, [notice]);
  return feedbackDetail(ctx.db, id, reporter);
}

/** The tester's own reports, newest first, each with where it stands now. */
export async function myFeedback(db: Database, testerId: string): Promise<Feedback[]> {
  const rows = await selectFeedback(db)
    .where(eq(feedback.reporterId, testerId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map(toFeedback);
}

/** A report's screenshot, for those who may read the report; anyone else hears it does not exist. */
export async function findScreenshot(
  db: Database,
  feedbackId: string,
  index: number,
  reader: Reader,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await findReadableFeedback(db, feedbackId, reader);
  const objectId = row.report.screenshotIds[index];
  const [image] = objectId
    ? await db
        .select({ contentType: objects.contentType, bytes: objects.bytes })
        .from(objects)
        .where(and(eq(objects.id, objectId), eq(objects.variant, 'full')))
    : [];
  if (!image) throw notFound('image_not_found', 'Screenshot not found');
  return image;
}
