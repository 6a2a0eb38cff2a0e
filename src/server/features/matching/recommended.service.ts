import { and, desc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { devicesOf } from '@/server/features/devices/device-fit.ts';
import { PLACE_HOLDING_STATUSES } from '@/shared/constants.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import { RECOMMENDED_MAX } from '@/shared/contracts/matching.ts';
import { fittingDevices } from '@/shared/contracts/platforms.ts';
import { rankRecommendations } from './ranking.ts';

/**
 * The newest this many listings on the tester's platforms are ranked: enough that the best few
 * are among them, few enough that the read stays one walk of the newest Open listings.
 */
const CANDIDATES_READ = 200;

export interface Recommendation {
  listingId: string;
  matchingDevices: Device[];
}

const placesLeft = or(
  isNull(listings.testerLimit),
  sql`${listings.testerLimit} > (select count(*) from ${interests} where ${and(
    eq(interests.listingId, listings.id),
    inArray(interests.status, PLACE_HOLDING_STATUSES),
  )})`,
);

/**
 * "Recommended for you": Open, shown listings with a place left, not the tester's own and not
 * ones they signed up to, that fit at least one of their devices; best first (`ranking.ts`).
 */
export async function findRecommendations(
  db: Database,
  testerId: string,
  now: Date,
): Promise<Recommendation[]> {
  const devices = (await devicesOf(db, [testerId])).get(testerId) ?? [];
  if (devices.length === 0) return [];
  const platforms = [...new Set(devices.map((device) => device.platform))];
  const rows = await db
    .select({
      id: listings.id,
      platforms: listings.platforms,
      minOsVersions: listings.minOsVersions,
      createdAt: listings.createdAt,
      answerHours: sql<
        number | null
      >`(${personRecords.builder} -> 'firstAnswerHours' ->> 'value')::float8`,
    })
    .from(listings)
    .leftJoin(personRecords, eq(personRecords.userId, listings.builderId))
    .where(
      and(
        eq(listings.status, 'Open'),
        isNull(listings.hiddenAt),
        ne(listings.builderId, testerId),
        sql`${listings.platforms} && array[${sql.join(
          platforms.map((platform) => sql`${platform}`),
          sql`, `,
        )}]::platform[]`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(interests)
            .where(and(eq(interests.listingId, listings.id), eq(interests.testerId, testerId))),
        ),
        placesLeft,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(CANDIDATES_READ);
  const fitting = rows.flatMap((row) => {
    const matching = fittingDevices(row, devices);
    if (matching.length === 0) return [];
    return [
      {
        id: row.id,
        createdAt: row.createdAt,
        fittingDevices: matching.length,
        builderAnswerHours: row.answerHours === null ? null : Number(row.answerHours),
        matching,
      },
    ];
  });
  return rankRecommendations(fitting, now)
    .slice(0, RECOMMENDED_MAX)
    .map(({ id, matching }) => ({ listingId: id, matchingDevices: matching }));
}
