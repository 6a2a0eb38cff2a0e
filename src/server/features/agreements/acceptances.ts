import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { isoTime } from '@/server/db/iso-time.ts';
import { agreementAcceptances, listingAgreements, listings } from '@/server/db/schema/listings.ts';
import { badRequest, conflict } from '@/server/lib/app-error.ts';
import {
  AGREEMENT_CHANGED_MESSAGE,
  AGREEMENT_REQUIRED_MESSAGE,
} from '@/shared/contracts/agreement-rules.ts';

/*
 * What other features may know of agreements (biome.json): the join's check, and the acceptances
 * the testers panel, the evidence pack and the account export show.
 */

/**
 * Refuses a join whose accepted version is not the listing's current terms, read under the
 * listing's lock. A listing without terms takes anyone, whatever version they name.
 */
export function checkAcceptedVersion(current: number | null, accepted: number | undefined) {
  if (current === null || accepted === current) return;
  if (accepted === undefined) throw badRequest('agreement_required', AGREEMENT_REQUIRED_MESSAGE);
  throw conflict('agreement_changed', AGREEMENT_CHANGED_MESSAGE);
}

/**
 * The tester's latest acceptance of the listing's terms as JSON `{version, acceptedAt}`, or null:
 * a column for a query over signups, one index probe per row.
 */
export const latestAcceptanceColumn = (listingId: AnyPgColumn, testerId: AnyPgColumn) =>
  sql<{ version: number; acceptedAt: string } | null>`(
    select json_build_object('version', ${agreementAcceptances.version},
      'acceptedAt', ${isoTime(agreementAcceptances.acceptedAt)})
    from ${agreementAcceptances}
    where ${agreementAcceptances.listingId} = ${listingId}
      and ${agreementAcceptances.testerId} = ${testerId}
    order by ${agreementAcceptances.version} desc limit 1)`;

/**
 * What these testers accepted of the listing's terms (each their latest version), and the text
 * of every version they accepted, oldest first: the evidence a cycle's pack carries.
 */
export async function acceptancesOfTesters(db: Database, listingId: string, testerIds: string[]) {
  if (testerIds.length === 0) return { accepted: [], versions: [] };
  const rows = await db
    .selectDistinctOn([agreementAcceptances.testerId], {
      testerId: agreementAcceptances.testerId,
      version: agreementAcceptances.version,
      acceptedAt: agreementAcceptances.acceptedAt,
    })
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.listingId, listingId),
        inArray(agreementAcceptances.testerId, testerIds),
      ),
    )
    .orderBy(agreementAcceptances.testerId, desc(agreementAcceptances.version));
  const numbers = [...new Set(rows.map((row) => row.version))];
  const versions =
    numbers.length === 0
      ? []
      : await db
          .select({
            version: listingAgreements.version,
            text: listingAgreements.text,
            createdAt: listingAgreements.createdAt,
          })
          .from(listingAgreements)
          .where(
            and(
              eq(listingAgreements.listingId, listingId),
              inArray(listingAgreements.version, numbers),
            ),
          )
          .orderBy(asc(listingAgreements.version));
  return {
    accepted: rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() })),
    versions: versions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Every acceptance the person gave, with the text as they accepted it, oldest first. */
export async function acceptancesOfPerson(db: Database, testerId: string) {
  const rows = await db
    .select({
      softwareId: agreementAcceptances.listingId,
      softwareName: listings.name,
      version: agreementAcceptances.version,
      text: listingAgreements.text,
      acceptedAt: agreementAcceptances.acceptedAt,
    })
    .from(agreementAcceptances)
    .innerJoin(
      listingAgreements,
      and(
        eq(listingAgreements.listingId, agreementAcceptances.listingId),
        eq(listingAgreements.version, agreementAcceptances.version),
      ),
    )
    .innerJoin(listings, eq(listings.id, agreementAcceptances.listingId))
    .where(eq(agreementAcceptances.testerId, testerId))
    .orderBy(asc(agreementAcceptances.acceptedAt), asc(agreementAcceptances.version));
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));
}
