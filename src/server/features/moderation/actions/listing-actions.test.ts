import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { setUpModerationFixtures } from '@/tests/factories/moderation-actions.ts';
import { signUpAs } from '@/tests/factories/people.ts';

const { fx, people, listing, report, act, reportsOn, noticesOf, mailsTo, auditOf, eventsSince } =
  setUpModerationFixtures();

const hideOf = async (listingId: string) =>
  (await fx.t.db.select().from(listingHides).where(eq(listingHides.listingId, listingId)))[0];
const hiddenAtOf = async (listingId: string) =>
  (
    await fx.t.db
      .select({ hiddenAt: listings.hiddenAt })
      .from(listings)
      .where(eq(listings.id, listingId))
  )[0]?.hiddenAt;

const appeal = (listingId: string, message = 'The link is my own store page.') =>
  fx.t.app.inject({
    method: 'POST',
    url: moderationPaths.listingAppeal(listingId),
    headers: { cookie: fx.builder.cookie },
    payload: { message },
  });

describe('hiding a listing', () => {
  it('hides it, closes its reports, records it, tells reporters and builder, and withdraws what shows it', async () => {
    const beta = await listing('Phishy Harbor');
    const other = await listing('Honest Harbor');
    const reporters = await people(2);
    await report({ type: 'listing', id: beta.id, ownerId: fx.builder.user.id }, reporters);
    const testerId = fx.tester.user.id;
    await fx.t.db.insert(notifications).values([
      {
        userId: testerId,
        type: 'tester_joined',
        title: 'About Phishy',
        link: `/software/${beta.id}`,
      },
      {
        userId: testerId,
        type: 'feedback_received',
        title: 'Its board',
        link: `/software/${beta.id}/feedback`,
      },
      { userId: testerId, type: 'tester_joined', title: 'Kept', link: `/software/${other.id}` },
      {
        userId: fx.builder.user.id,
        type: 'tester_joined',
        title: 'Builder keeps theirs',
        link: `/software/${beta.id}`,
      },
    ]);
    const from = fx.events.length;

    const response = await act('listing', beta.id, {
      action: 'hide_listing',
      reason: 'The download link asks for bank details',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ closedReports: 2 });
    expect(await hiddenAtOf(beta.id)).toEqual(fx.clock.now());
    expect(await hideOf(beta.id)).toMatchObject({
      cause: 'moderation',
      reason: 'The download link asks for bank details',
      hiddenById: fx.admin.user.id,
      appeal: null,
    });
    const closed = await reportsOn(beta.id);
    expect(closed).toHaveLength(2);
    for (const row of closed)
      expect(row).toMatchObject({
        status: 'actioned',
        resolvedAt: fx.clock.now(),
        resolvedById: fx.admin.user.id,
      });
    expect(await auditOf(beta.id)).toEqual([
      {
        actorId: fx.admin.user.id,
        action: 'listing.hidden',
        targetType: 'listing',
        subjectId: fx.builder.user.id,
        details: {
          reason: 'The download link asks for bank details',
          label: 'Phishy Harbor',
          closedReports: 2,
        },
      },
    ]);
    // The reporters are told, without the hidden listing's name.
    for (const reporter of reporters)
      expect(await noticesOf(reporter.id)).toEqual([
        {
          type: 'moderation',
          title: 'Your report was handled',
          body: 'An admin acted on your report of a listing: it is no longer shown.',
          link: '/profile#your-reports',
        },
      ]);
    const aboutListings = <N extends { link: string }>(notices: N[]) =>
      notices.filter((n) => n.link.startsWith('/software/'));
    expect(aboutListings(await noticesOf(testerId)).map((n) => n.title)).toEqual(['Kept']);
    const builderNotices = aboutListings(await noticesOf(fx.builder.user.id));
    expect(builderNotices.map((n) => n.title)).toEqual([
      'Builder keeps theirs',
      'Your listing was hidden',
    ]);
    expect(builderNotices[1]).toMatchObject({
      type: 'moderation',
      body: 'An admin hid “Phishy Harbor”: The download link asks for bank details',
      link: `/software/${beta.id}`,
    });
    const [mail, ...more] = await mailsTo(fx.builder.user.email as string);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your listing was hidden');
    expect(mail?.text).toContain('Reason: The download link asks for bank details');
    expect(mail?.text).toContain('open the listing to appeal once');
    expect(mail?.text).toContain(`/software/${beta.id}`);
    const events = eventsSince(from);
    expect(events).toContainEqual({ type: 'listing_changed', listingId: beta.id, pages: true });
    expect(events).toContainEqual({ type: 'notifications_changed', userId: testerId });
  });

  it('turns a suspension’s hide into a moderation hide with the new reason', async () => {
    const beta = await listing('Suspended Harbor');
    const at = new Date(fx.clock.now().getTime() - 86_400_000);
    await fx.t.db.update(listings).set({ hiddenAt: at }).where(eq(listings.id, beta.id));
    await fx.t.db
      .insert(listingHides)
      .values({ listingId: beta.id, cause: 'suspension', reason: 'Spam', hiddenAt: at });

    const response = await act('listing', beta.id, { action: 'hide_listing', reason: 'Malware' });

    expect(response.json()).toEqual({ closedReports: 0 });
    expect(await hideOf(beta.id)).toMatchObject({
      cause: 'moderation',
      reason: 'Malware',
      hiddenAt: fx.clock.now(),
    });
  });
});

describe('answering an appeal', () => {
  it('keeps the listing hidden once, then restores it', async () => {
    const beta = await listing('Appealing Harbor');
    await act('listing', beta.id, { action: 'hide_listing', reason: 'Looks like phishing' });
    const noAppeal = await act('listing', beta.id, { action: 'reject_appeal', reason: 'No' });
    expect(noAppeal.statusCode).toBe(400);
    expect(noAppeal.json().code).toBe('action_not_allowed');
    expect((await appeal(beta.id)).statusCode).toBe(200);

    const kept = await act('listing', beta.id, {
      action: 'reject_appeal',
      reason: 'The store page asks for a card number',
    });

    expect(kept.statusCode).toBe(200);
    expect((await hideOf(beta.id))?.appealRejectedAt).toEqual(fx.clock.now());
    expect(await hiddenAtOf(beta.id)).not.toBeNull();
    const again = await appeal(beta.id, 'Please look again');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_appealed');

    const restored = await act('listing', beta.id, {
      action: 'restore_listing',
      reason: 'The store page was fixed',
    });

    expect(restored.statusCode).toBe(200);
    expect(await hiddenAtOf(beta.id)).toBeNull();
    expect(await hideOf(beta.id)).toBeUndefined();
    expect((await auditOf(beta.id)).map((entry) => entry.action)).toEqual([
      'listing.hidden',
      'listing.appeal_rejected',
      'listing.restored',
    ]);
    const told = (await noticesOf(fx.builder.user.id)).filter((n) => n.type === 'moderation');
    expect(told.slice(-2)).toEqual([
      {
        type: 'moderation',
        title: 'Your listing stays hidden',
        body: 'An admin read your appeal and kept “Appealing Harbor” hidden: The store page asks for a card number',
        link: `/software/${beta.id}`,
      },
      {
        type: 'moderation',
        title: 'Your listing is shown again',
        body: 'An admin restored “Appealing Harbor”: The store page was fixed',
        link: `/software/${beta.id}`,
      },
    ]);
    const subjects = (await mailsTo(fx.builder.user.email as string)).map((m) => m.subject);
    expect(subjects.slice(-2)).toEqual([
      'Your listing stays hidden',
      'Your listing is shown again',
    ]);
  });

  it('keeps a suspended builder’s restored listing hidden for the suspension', async () => {
    const builder = await signUpAs(fx.t.app, 'Builder');
    const beta = await listing('Held Harbor', builder.cookie);
    await act('listing', beta.id, { action: 'hide_listing', reason: 'Fake reviews' });
    await fx.t.db
      .update(users)
      .set({
        suspendedAt: fx.clock.now(),
        suspendedUntil: new Date(fx.clock.now().getTime() + 7 * 86_400_000),
        suspensionReason: 'Spam in messages',
      })
      .where(eq(users.id, builder.user.id));

    const response = await act('listing', beta.id, { action: 'restore_listing', reason: 'Fine' });

    expect(response.statusCode).toBe(200);
    expect(await hiddenAtOf(beta.id)).not.toBeNull();
    expect(await hideOf(beta.id)).toMatchObject({
      cause: 'suspension',
      reason: 'Spam in messages',
    });
    expect((await mailsTo(builder.user.email as string)).at(-1)?.text).toContain(
      'once your suspension ends',
    );
  });

  it('refuses to restore or keep hidden a listing that is shown', async () => {
    const beta = await listing('Shown Harbor');
    for (const action of ['restore_listing', 'reject_appeal'] as const) {
      const response = await act('listing', beta.id, { action, reason: 'Why not' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('listing_not_hidden');
    }
    expect(await auditOf(beta.id)).toEqual([]);
  });
});
