import { eq, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import type { ModerationNotice } from '@/server/features/moderation/notices/tell-person.ts';
import type { FoundTarget } from '@/server/features/moderation/targets.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { CaseActionBody } from '@/shared/contracts/moderation.ts';
import type { AuditAction } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';
import {
  appealRejectedNotice,
  contentRemovedNotice,
  listingHiddenNotice,
  listingRestoredNotice,
  warningNotice,
} from './case-notices.ts';
import { removeContent } from './content-removal.ts';
import { hideListing, rejectAppeal, restoreListing } from './listing-hide-changes.ts';

/** What a change leaves to do once committed. */
export interface CaseChange {
  audit: AuditAction;
  events: BusEvent[];
  /** Notifications that show what was taken down; null when none can. */
  withdraw: SQL | null;
  /** What the thing's owner is told; null when nothing (a dismissal). */
  notice: ModerationNotice | null;
}

/** Notifications about the listing: its page, its feedback board, its cycles. */
const aboutListing = (listingId: string) => {
  const page = clientRoutes.listing(listingId);
  return or(eq(notifications.link, page), like(notifications.link, `${page}/%`)) as SQL;
};

/**
 * Makes the action's change on `tx`, the action's transaction. Answers null for a suspension or
 * its lifting, which the suspension service made and recorded already.
 */
export async function applyCaseChange(
  tx: Database,
  admin: UserRow,
  target: FoundTarget,
  { action, reason }: CaseActionBody,
  at: Date,
): Promise<CaseChange | null> {
  const listing = { id: target.id, name: target.label };
  const listingChanged: BusEvent = { type: 'listing_changed', listingId: target.id, pages: true };
  switch (action) {
    case 'dismiss':
      return { audit: 'reports.dismissed', events: [], withdraw: null, notice: null };
    case 'warn':
      return { audit: 'user.warned', events: [], withdraw: null, notice: warningNotice(reason) };
    case 'hide_listing':
      await hideListing(tx, target.id, { reason, adminId: admin.id, at });
      return {
        audit: 'listing.hidden',
        events: [listingChanged],
        withdraw: aboutListing(target.id),
        notice: listingHiddenNotice(listing, reason),
      };
    case 'restore_listing': {
      const restored = await restoreListing(tx, { id: target.id, builderId: target.ownerId }, at);
      return {
        audit: 'listing.restored',
        events: [listingChanged],
        withdraw: null,
        notice: listingRestoredNotice(listing, reason, restored),
      };
    }
    case 'reject_appeal':
      await rejectAppeal(tx, target.id, at);
      return {
        audit: 'listing.appeal_rejected',
        events: [],
        withdraw: null,
        notice: appealRejectedNotice(listing, reason),
      };
    case 'remove_content': {
      // checkActionFits let only these kinds through.
      const type = target.type as 'message' | 'feedback' | 'rating';
      const removal = await removeContent(tx, { type, id: target.id }, at);
      return {
        audit: removal.audit,
        events: removal.events,
        withdraw: removal.withdraw,
        notice: contentRemovedNotice({ type, path: removal.path }, reason),
      };
    }
    case 'suspend':
    case 'lift_suspension':
      return null;
  }
}
