import { badRequest } from '@/server/lib/app-error.ts';
import { type MinOsVersions, PLATFORMS, type Platform } from '@/shared/contracts/platforms.ts';

export const MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE =
  'Give a minimum version only for a platform the listing runs on';

/** What a listing stores about where it runs: platforms in PLATFORMS' order, minimums for them. */
export interface ListingPlatforms {
  platforms: Platform[];
  minOsVersions: MinOsVersions;
}

// Browse's chips and the matching read the platforms in one order, whatever order was sent.
const inPlatformOrder = (platforms: readonly Platform[]) =>
  PLATFORMS.filter((platform) => platforms.includes(platform));

/** The minimums a listing's platforms keep: a platform taken away takes its minimum with it. */
function minimumsFor(platforms: readonly Platform[], minOsVersions: MinOsVersions): MinOsVersions {
  return Object.fromEntries(
    platforms.flatMap((platform) => {
      const minimum = minOsVersions[platform];
      return minimum ? [[platform, minimum]] : [];
    }),
  );
}

/** A minimum for a platform the listing does not name would say where the build runs twice. */
function refuseStrayMinimums(platforms: readonly Platform[], minOsVersions: MinOsVersions) {
  const stray = Object.keys(minOsVersions).some(
    (platform) => !platforms.includes(platform as Platform),
  );
  if (stray) {
    throw badRequest('invalid_min_os_version', MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE, {
      minOsVersions: MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE,
    });
  }
}

/** A new listing's platforms and minimums as sent, once they agree. */
export function newListingPlatforms(sent: ListingPlatforms): ListingPlatforms {
  refuseStrayMinimums(sent.platforms, sent.minOsVersions);
  return { platforms: inPlatformOrder(sent.platforms), minOsVersions: sent.minOsVersions };
}

/**
 * An edit's platforms and minimums: each left out keeps what the listing stores. Minimums sent
 * must name the platforms the listing will have; minimums kept lose the platforms taken away.
 */
export function editedListingPlatforms(
  stored: ListingPlatforms,
  sent: Partial<ListingPlatforms>,
): ListingPlatforms | null {
  if (sent.platforms === undefined && sent.minOsVersions === undefined) return null;
  const platforms = inPlatformOrder(sent.platforms ?? stored.platforms);
  if (sent.minOsVersions) refuseStrayMinimums(platforms, sent.minOsVersions);
  return {
    platforms,
    minOsVersions: minimumsFor(platforms, sent.minOsVersions ?? stored.minOsVersions),
  };
}
