import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/users.ts';
import { enqueueMails, type OutgoingMail } from '@/server/features/mail/outbox.ts';
import { actionMail } from '@/server/features/mail/templates/action-mail.tsx';
import { notify } from '@/server/features/notifications/notify.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';

/** What moderation tells a person: in the app, and by mail with the reason and what they can do. */
export interface ModerationNotice {
  /** The notification's title and the mail's subject and heading. */
  title: string;
  /** The notification's text: the admin's reason, in a sentence. */
  body: string;
  /** Where the notification and the mail's button lead, a path of this site. */
  path: string;
  /** The mail's paragraphs: what happened, why, and how to appeal. */
  paragraphs: string[];
  buttonLabel: string;
}

/**
 * Tells a person of an action that concerns them: a notification (type `moderation`, which no
 * preference turns off) and a mail of its own, to a proved address only, as every mail to one
 * person is. Called after the action is committed.
 */
export async function tellPerson(
  ctx: ServiceContext,
  publicUrl: string,
  personId: string,
  notice: ModerationNotice,
): Promise<void> {
  await notify(ctx, [
    {
      userId: personId,
      type: 'moderation',
      title: notice.title,
      body: notice.body,
      link: notice.path,
    },
  ]);
  const [person] = await ctx.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, personId));
  if (!person?.email || !person.verifiedAt) return;
  await enqueueMails(ctx.db, [await moderationMail(person.email, notice, publicUrl)]);
}

/**
 * The mail of a notice: its own, not a notification's, so no preference turns it off; the
 * admin's template preview builds its samples with it too.
 */
export async function moderationMail(
  to: string,
  notice: ModerationNotice,
  publicUrl: string,
): Promise<OutgoingMail> {
  const mail = await actionMail({
    preview: notice.body,
    heading: notice.title,
    paragraphs: notice.paragraphs,
    button: { label: notice.buttonLabel, url: `${publicUrl}${notice.path}` },
    reason: 'You got this mail from the Beta Harbor team because it concerns your account.',
  });
  return { to, subject: notice.title, ...mail, kind: 'moderation' };
}
