import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { nameOf } from '@/server/features/moderation/targets.ts';
import type { caseContentSchema } from '@/shared/contracts/moderation.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import type { z } from '@/shared/contracts/zod.ts';
import { clientRoutes } from '@/shared/routes.ts';

export type CaseContent = z.infer<typeof caseContentSchema>;

const GONE: CaseContent = { title: null, body: null, links: [], path: null, state: 'gone' };

/** Words under a heading, for the parts a feedback report or a rating holds apart. */
const joinParts = (parts: [heading: string | null, words: string | null][]) =>
  parts
    .filter((part): part is [string | null, string] => Boolean(part[1]))
    .map(([heading, words]) => (heading ? `${heading}: ${words}` : words))
    .join('\n\n') || null;

const present = (links: (string | null)[]) => links.filter((link): link is string => !!link);

/**
 * The thing as its owner wrote it, whatever has been done to it since, for an admin to judge:
 * unescaped text, the links as given. `gone` when it no longer exists.
 */
export async function readCaseContent(
  db: Database,
  type: ReportTarget,
  id: string,
): Promise<CaseContent> {
  switch (type) {
    case 'listing': {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      if (!row) return GONE;
      return {
        title: row.name,
        body: joinParts([
          [null, row.shortDescription],
          [null, row.longDescription],
        ]),
        links: present([row.link, row.youtubeUrl]),
        path: clientRoutes.listing(row.id),
        state: row.hiddenAt ? 'hidden' : 'visible',
      };
    }
    case 'person': {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row || row.deletedAt) return GONE;
      return {
        title: nameOf(row),
        body: row.businessName,
        links: present([row.website]),
        path: clientRoutes.person(row.id),
        state: row.suspendedAt ? 'suspended' : 'visible',
      };
    }
    case 'message': {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      if (!row) return GONE;
      return {
        title: null,
        body: row.content,
        links: [],
        path: null,
        state: row.removedAt ? 'removed' : 'visible',
      };
    }
    case 'feedback': {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
      if (!row) return GONE;
      return {
        title: row.title,
        body: joinParts([
          [null, row.body],
          ['Steps', row.steps],
          ['Expected', row.expected],
          ['Actual', row.actual],
        ]),
        links: [],
        path: clientRoutes.feedbackReport(row.id),
        state: row.removedAt ? 'removed' : 'visible',
      };
    }
    case 'rating': {
      const [row] = await db.select().from(ratings).where(eq(ratings.id, id));
      if (!row) return GONE;
      return {
        title: `${row.stars} of 5 stars on ${row.listingName}`,
        body: joinParts([
          [null, row.comment],
          ['Reply', row.reply],
        ]),
        links: [],
        path: clientRoutes.person(row.rateeId),
        state: row.removedAt ? 'removed' : 'visible',
      };
    }
  }
}
