import type { ModerationNotice } from '@/server/features/moderation/notices/tell-person.ts';
import { REPORT_TARGET_LABELS, type ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** What a notice names: the thing's kind, its few words, and where it lives. */
export interface NoticeThing {
  type: ReportTarget;
  label: string;
  path: string;
}

const kindOf = (type: ReportTarget) => REPORT_TARGET_LABELS[type].toLowerCase();
const quoted = (label: string) => `“${label}”`;

export const REPORT_HANDLED_TITLE = 'Your report was handled';

/**
 * What a reporter reads once their report is closed. A thing taken down is named by its kind
 * only: its words are gone from every screen, this one too.
 */
export function reportHandledBody(
  thing: Pick<NoticeThing, 'type' | 'label'>,
  outcome: 'dismissed' | 'actioned' | 'taken_down',
): string {
  if (outcome === 'taken_down')
    return `An admin acted on your report of a ${kindOf(thing.type)}: it is no longer shown.`;
  if (outcome === 'dismissed')
    return `An admin reviewed your report of ${quoted(thing.label)} and took no action.`;
  return `An admin acted on your report of ${quoted(thing.label)}.`;
}

export function listingHiddenNotice(
  listing: { id: string; name: string },
  reason: string,
): ModerationNotice {
  return {
    title: 'Your listing was hidden',
    body: `An admin hid ${quoted(listing.name)}: ${reason}`,
    path: clientRoutes.listing(listing.id),
    paragraphs: [
      `An admin hid your listing ${quoted(listing.name)}. It no longer shows in Browse, search, shared links or the weekly digest.`,
      `Reason: ${reason}`,
      'If you think this is a mistake, open the listing to appeal once: an admin will read it.',
    ],
    buttonLabel: 'Open the listing',
  };
}

export function listingRestoredNotice(
  listing: { id: string; name: string },
  reason: string,
  { stillSuspended }: { stillSuspended: boolean },
): ModerationNotice {
  const when = stillSuspended ? 'once your suspension ends' : 'again';
  return {
    title: 'Your listing is shown again',
    body: `An admin restored ${quoted(listing.name)}: ${reason}`,
    path: clientRoutes.listing(listing.id),
    paragraphs: [
      `An admin restored your listing ${quoted(listing.name)}: it shows in Browse and search ${when}.`,
      `Reason: ${reason}`,
    ],
    buttonLabel: 'Open the listing',
  };
}

export function appealRejectedNotice(
  listing: { id: string; name: string },
  reason: string,
): ModerationNotice {
  return {
    title: 'Your listing stays hidden',
    body: `An admin read your appeal and kept ${quoted(listing.name)} hidden: ${reason}`,
    path: clientRoutes.listing(listing.id),
    paragraphs: [
      `An admin read your appeal and kept your listing ${quoted(listing.name)} hidden.`,
      `Reason: ${reason}`,
      'A listing is appealed once; this answer is final.',
    ],
    buttonLabel: 'Open the listing',
  };
}

/** The removed words are not quoted back: the notice names the kind and where it was. */
export function contentRemovedNotice(
  thing: Pick<NoticeThing, 'type' | 'path'>,
  reason: string,
): ModerationNotice {
  const kind = kindOf(thing.type);
  return {
    title: `Your ${kind} was removed`,
    body: `An admin removed your ${kind}: ${reason}`,
    path: thing.path,
    paragraphs: [
      `An admin removed your ${kind} from Beta Harbor; nobody sees it any more.`,
      `Reason: ${reason}`,
    ],
    buttonLabel: 'Open Beta Harbor',
  };
}

export function warningNotice(reason: string): ModerationNotice {
  return {
    title: 'A warning from the Beta Harbor team',
    body: `An admin warned you: ${reason}`,
    path: clientRoutes.notifications,
    paragraphs: [
      'An admin looked at a report about you and is warning you.',
      `Reason: ${reason}`,
      'Nothing changes for your account now; more of the same may lead to a suspension.',
    ],
    buttonLabel: 'Open Beta Harbor',
  };
}
