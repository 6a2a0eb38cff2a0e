import { and, desc, eq, exists, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { cycleInvitations, testerDevices } from '@/server/db/schema/matching.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { devicesOf } from '@/server/features/devices/device-fit.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import { fittingDevices } from '@/shared/contracts/platforms.ts';
import { EMPTY_TESTER_RECORD, type TesterRecord } from '@/shared/contracts/reputation.ts';
import type { InvitingCycle } from './inviting-cycle.ts';

/**
 * Testers read to suggest for one cycle. Those with a record come first, so the best are among
 * them; a crowd past this many without one would only add more "New" rows at the end.
 */
const CANDIDATES_READ = 500;

export interface EligibleTester {
  tester: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  };
  record: TesterRecord;
  matchingDevices: Device[];
}

/**
 * Testers the cycle's builder may invite: Testers, not suspended, who take invitations, have not
 * signed up to the listing nor been invited to this cycle, with a device on one of its platforms;
 * answered only when a device fits its minimum too. `among` narrows them to the ids given.
 */
export async function eligibleTesters(
  db: Database,
  cycle: InvitingCycle,
  among?: readonly string[],
): Promise<EligibleTester[]> {
  if (cycle.platforms.length === 0 || among?.length === 0) return [];
  const rows = await db
    .select({
      tester: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
      record: personRecords.tester,
    })
    .from(users)
    .leftJoin(personRecords, eq(personRecords.userId, users.id))
    .where(
      and(
        among ? inArray(users.id, [...among]) : undefined,
        eq(users.role, 'Tester'),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        eq(users.acceptsInvitations, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(testerDevices)
            .where(
              and(
                eq(testerDevices.userId, users.id),
                inArray(testerDevices.platform, cycle.platforms),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(interests)
            .where(and(eq(interests.listingId, cycle.listingId), eq(interests.testerId, users.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cycleInvitations)
            .where(
              and(
                eq(cycleInvitations.cycleId, cycle.cycleId),
                eq(cycleInvitations.testerId, users.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`${personRecords.userId} is null`, desc(personRecords.updatedAt), users.id)
    .limit(CANDIDATES_READ);
  const devices = await devicesOf(
    db,
    rows.map((row) => row.tester.id),
  );
  return rows.flatMap(({ tester, record }) => {
    const matchingDevices = fittingDevices(cycle, devices.get(tester.id) ?? []);
    if (matchingDevices.length === 0) return [];
    return [{ tester, record: record ?? EMPTY_TESTER_RECORD, matchingDevices }];
  });
}
