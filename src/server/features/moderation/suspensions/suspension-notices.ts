import type { ModerationNotice } from '@/server/features/moderation/notices/tell-person.ts';
import { suspendedMessage } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Where a suspended person writes to appeal: the first admin address, when one is configured. */
export interface AppealAddress {
  adminEmails?: readonly string[];
}

/**
 * How to appeal. A suspended person cannot sign in, so the way is by mail: to the team's address
 * when the operators configured one, otherwise by answering the mail itself.
 */
export function appealSentence({ adminEmails = [] }: AppealAddress): string {
  const [team] = adminEmails;
  return team
    ? `If you think this is a mistake, write to the Beta Harbor team at ${team} to appeal.`
    : 'If you think this is a mistake, reply to this mail to appeal.';
}

/** What a newly suspended person is told: the reason, until when (or for good), how to appeal. */
export function suspendedNotice(
  reason: string,
  until: Date | null,
  appeal: AppealAddress,
): ModerationNotice {
  const sentence = suspendedMessage(reason, until?.toISOString() ?? null);
  return {
    title: 'Your account is suspended',
    body: sentence,
    path: clientRoutes.home,
    paragraphs: [
      sentence,
      until
        ? 'Until then you cannot sign in, and your listings are hidden from everyone; they come back when the suspension ends. Your places on other listings went to their waitlists.'
        : 'You cannot sign in, and your listings are hidden from everyone. Your places on other listings went to their waitlists.',
      appealSentence(appeal),
    ],
    buttonLabel: 'Go to Beta Harbor',
  };
}

/** What a person is told when their suspension ends, early or on time. */
export function liftedNotice(reason: string): ModerationNotice {
  return {
    title: 'Your suspension has ended',
    body: `You can sign in again. ${reason}`,
    path: clientRoutes.login,
    paragraphs: [
      'Your suspension has ended: you can sign in again, and the listings hidden by it are shown again.',
      reason,
    ],
    buttonLabel: 'Sign in',
  };
}
