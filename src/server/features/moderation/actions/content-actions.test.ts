import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { snippetOf } from '@/shared/snippet.ts';
import { startChat } from '@/tests/factories/chat.ts';
import { insertReport } from '@/tests/factories/feedback.ts';
import { setUpModerationFixtures } from '@/tests/factories/moderation-actions.ts';

const { fx, people, listing, report, act, reportsOn, noticesOf, mailsTo, auditOf, eventsSince } =
  setUpModerationFixtures();

const moderationNotices = async (userId: string) =>
  (await noticesOf(userId)).filter((n) => n.type === 'moderation');

describe('removing a message', () => {
  it('takes it out of the thread, keeps its words for the case, and withdraws the notice quoting it', async () => {
    const { builder, tester, conversation } = await startChat(fx.t.app);
    // Written as sending leaves them: the message, and the other party's notice quoting it.
    const [sent] = await fx.t.db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: tester.user.id,
        content: 'You are an idiot, pay me',
      })
      .returning({ id: messages.id });
    const messageId = sent?.id as string;
    await fx.t.db.insert(notifications).values({
      userId: builder.user.id,
      type: 'message',
      title: 'A message',
      body: snippetOf('You are an idiot, pay me'),
      link: `/messages?c=${conversation.id}`,
      groupKey: `conversation:${conversation.id}`,
    });
    const quoting = async () =>
      (await noticesOf(builder.user.id)).filter((n) => n.type === 'message');
    expect((await quoting()).map((n) => n.body)).toEqual(['You are an idiot, pay me']);
    await report({ type: 'message', id: messageId, ownerId: tester.user.id }, [builder.user]);
    const from = fx.events.length;

    const response = await act('message', messageId, {
      action: 'remove_content',
      reason: 'Insults are not allowed',
    });

    expect(response.json()).toEqual({ closedReports: 1 });
    const [row] = await fx.t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({ removedAt: fx.clock.now(), content: 'You are an idiot, pay me' });
    expect(eventsSince(from)).toContainEqual({
      type: 'message_removed',
      messageId,
      conversationId: conversation.id,
      participants: [builder.user.id, tester.user.id],
    });
    expect(await quoting()).toEqual([]);
    // The reporter is told without the words; the sender is told why, in the app and by mail.
    expect(await moderationNotices(builder.user.id)).toEqual([
      {
        type: 'moderation',
        title: 'Your report was handled',
        body: 'An admin acted on your report of a message: it is no longer shown.',
        link: '/profile#your-reports',
      },
    ]);
    expect(await moderationNotices(tester.user.id)).toEqual([
      {
        type: 'moderation',
        title: 'Your message was removed',
        body: 'An admin removed your message: Insults are not allowed',
        link: `/messages?c=${conversation.id}`,
      },
    ]);
    const mails = await mailsTo(tester.user.email as string);
    expect(mails.map((m) => m.subject)).toEqual(['Your message was removed']);
    expect(mails[0]?.text).not.toContain('idiot');
    expect(await auditOf(messageId)).toMatchObject([
      { action: 'message.removed', targetType: 'message', subjectId: tester.user.id },
    ]);
  });
});

describe('removing a feedback report or a rating', () => {
  it('removes a feedback report and withdraws the builder’s notices of it', async () => {
    const beta = await listing('Feedback Harbor');
    const feedbackId = await insertReport(fx.t.db, {
      listingId: beta.id,
      reporterId: fx.tester.user.id,
      title: 'Rude words in a title',
    });
    await fx.t.db.insert(notifications).values({
      userId: fx.builder.user.id,
      type: 'feedback_received',
      title: 'Someone reported “Rude words in a title”',
      link: `/feedback/${feedbackId}`,
    });
    const from = fx.events.length;

    const response = await act('feedback', feedbackId, {
      action: 'remove_content',
      reason: 'Abusive title',
    });

    expect(response.json()).toEqual({ closedReports: 0 });
    const [row] = await fx.t.db.select().from(feedback).where(eq(feedback.id, feedbackId));
    expect(row?.removedAt).toEqual(fx.clock.now());
    expect(eventsSince(from)).toContainEqual({
      type: 'feedback_changed',
      reporterId: fx.tester.user.id,
      feedbackId,
      builderId: fx.builder.user.id,
    });
    const builderLinks = (await noticesOf(fx.builder.user.id)).map((n) => n.link);
    expect(builderLinks).not.toContain(`/feedback/${feedbackId}`);
    expect((await moderationNotices(fx.tester.user.id)).at(-1)).toMatchObject({
      title: 'Your feedback report was removed',
      link: `/feedback/${feedbackId}`,
    });
    expect((await auditOf(feedbackId)).map((e) => e.action)).toEqual(['feedback.removed']);
  });

  it('removes a rating and has the rated person’s record refreshed', async () => {
    const beta = await listing('Rated Harbor');
    const [rating] = await fx.t.db
      .insert(ratings)
      .values({
        listingId: beta.id,
        listingName: beta.name,
        raterId: fx.tester.user.id,
        rateeId: fx.builder.user.id,
        raterSide: 'tester',
        stars: 1,
        comment: 'Slurs here',
        createdAt: fx.clock.now(),
        updatedAt: fx.clock.now(),
      })
      .returning({ id: ratings.id });
    const ratingId = rating?.id as string;
    const reporters = await people(1);
    await report({ type: 'rating', id: ratingId, ownerId: fx.tester.user.id }, reporters);
    const from = fx.events.length;

    const response = await act('rating', ratingId, { action: 'remove_content', reason: 'Slurs' });

    expect(response.json()).toEqual({ closedReports: 1 });
    const [row] = await fx.t.db.select().from(ratings).where(eq(ratings.id, ratingId));
    expect(row).toMatchObject({ removedAt: fx.clock.now(), comment: 'Slurs here' });
    expect(eventsSince(from)).toContainEqual({ type: 'user_changed', userId: fx.builder.user.id });
    expect((await moderationNotices(fx.tester.user.id)).at(-1)).toMatchObject({
      title: 'Your rating was removed',
      body: 'An admin removed your rating: Slurs',
      link: `/u/${fx.builder.user.id}`,
    });
    expect((await auditOf(ratingId)).map((e) => e.action)).toEqual(['rating.removed']);
    expect((await reportsOn(ratingId))[0]?.status).toBe('actioned');
  });
});

describe('dismissing and warning', () => {
  it('dismisses reports: reporters hear no action was taken, the owner hears nothing', async () => {
    const beta = await listing('Quiet Harbor');
    const reporters = await people(2);
    await report({ type: 'listing', id: beta.id, ownerId: fx.builder.user.id }, reporters);
    const mailsBefore = (await mailsTo(fx.builder.user.email as string)).length;
    const noticesBefore = (await noticesOf(fx.builder.user.id)).length;

    const response = await act('listing', beta.id, {
      action: 'dismiss',
      reason: 'A normal beta',
    });

    expect(response.json()).toEqual({ closedReports: 2 });
    for (const row of await reportsOn(beta.id))
      expect(row).toMatchObject({ status: 'dismissed', resolvedById: fx.admin.user.id });
    for (const reporter of reporters)
      expect((await noticesOf(reporter.id)).map((n) => n.body)).toEqual([
        'An admin reviewed your report of “Quiet Harbor” and took no action.',
      ]);
    expect(await noticesOf(fx.builder.user.id)).toHaveLength(noticesBefore);
    expect(await mailsTo(fx.builder.user.email as string)).toHaveLength(mailsBefore);
    expect(await auditOf(beta.id)).toMatchObject([
      {
        action: 'reports.dismissed',
        subjectId: fx.builder.user.id,
        details: { reason: 'A normal beta', closedReports: 2 },
      },
    ]);
  });

  it('warns a reported person: an audit entry and a notice, nothing else changes', async () => {
    const person = fx.tester.user;
    const reporters = await people(1);
    await report({ type: 'person', id: person.id, ownerId: person.id }, reporters, 'harassment');

    const response = await act('person', person.id, {
      action: 'warn',
      reason: 'Asking testers for money',
    });

    expect(response.json()).toEqual({ closedReports: 1 });
    expect((await noticesOf(reporters[0]?.id as string)).map((n) => n.body)).toEqual([
      `An admin acted on your report of “${person.firstName} ${person.lastName}”.`,
    ]);
    expect((await moderationNotices(person.id)).at(-1)).toMatchObject({
      title: 'A warning from the Beta Harbor team',
      body: 'An admin warned you: Asking testers for money',
    });
    const mail = (await mailsTo(person.email as string)).at(-1);
    expect(mail?.subject).toBe('A warning from the Beta Harbor team');
    expect(mail?.text).toContain('Reason: Asking testers for money');
    expect(await auditOf(person.id)).toMatchObject([
      { action: 'user.warned', targetType: 'person', subjectId: person.id },
    ]);
  });
});
