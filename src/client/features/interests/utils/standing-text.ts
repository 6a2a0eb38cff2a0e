import type { ToastInput } from '@/client/hooks/use-toast.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { DECLINED_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { Interest } from '@/shared/contracts/interests.ts';

type Standing = Pick<Interest, 'status' | 'waitlistPosition' | 'reason'>;

/** The words: "You are #3 on the waitlist". */
function waitlistText(position: number | null): string {
  return position === null ? 'You are on the waitlist' : `You are #${position} on the waitlist`;
}

const STANDING_SENTENCES: Record<InterestStatus, string> = {
  Interested: 'You have a place in this beta.',
  Accepted: 'The builder accepted you.',
  Declined: 'The builder declined you.',
  Waitlisted: 'You are on the waitlist.',
  Released: 'Your place was released.',
};

/** Where the tester stands, as one sentence. */
export function standingText({ status, waitlistPosition }: Standing): string {
  return status === 'Waitlisted' ? waitlistText(waitlistPosition) : STANDING_SENTENCES[status];
}

const REASON_LABELS: Record<InterestStatus, string> = {
  Interested: 'Note from the builder',
  Accepted: 'Accepted',
  Declined: 'Declined',
  Waitlisted: 'Note from the builder',
  Released: 'Released',
};

/** "Declined: <reason>"; null when no reason was given. */
export function reasonText({ status, reason }: Standing): string | null {
  return reason ? `${REASON_LABELS[status]}: ${reason}` : null;
}

/** What a join answered: in, in line, or still declined. */
export function joinToast(interest: Standing): ToastInput {
  if (interest.status === 'Waitlisted') {
    return {
      title: "This beta is full: you're on the waitlist",
      description: waitlistText(interest.waitlistPosition),
    };
  }
  if (interest.status === 'Declined') return { variant: 'destructive', title: DECLINED_MESSAGE };
  return { title: "You've joined this beta test!" };
}
