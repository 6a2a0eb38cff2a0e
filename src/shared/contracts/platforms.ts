/**
 * Where a build runs, and whether a tester's device can install it. Shared by the listing form,
 * Browse, a tester's devices and the matching on the server, so every side decides fit alike.
 * No zod here: Browse's first screen reads the platform names.
 */
export const PLATFORMS = ['Android', 'iOS', 'iPadOS', 'macOS', 'Windows', 'Linux', 'Web'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);

/** Dotted numbers, as every platform writes them: "14", "17.4", "10.0.19045". */
export const OS_VERSION_PATTERN = /^\d{1,4}(\.\d{1,6}){0,3}$/;
export const OS_VERSION_MAX_LENGTH = 20;
export const OS_VERSION_MESSAGE = 'Write the version as numbers with dots, such as 14 or 17.4';

/** The lowest OS version a listing runs on, per platform it names; absent means any. */
export type MinOsVersions = Partial<Record<Platform, string>>;

/** Negative when `a` is older than `b`; "17" and "17.0" are the same version. */
export function compareOsVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface PlatformNeeds {
  platforms: readonly Platform[];
  minOsVersions: MinOsVersions;
}

export interface DeviceLike {
  platform: Platform;
  /** Empty when the tester did not say: such a device fits any minimum. */
  osVersion: string;
}

/**
 * A device fits a listing that names its platform and whose minimum, if any, it meets. A listing
 * that names no platform (one posted before platforms existed) fits no device: nothing says so.
 */
export function deviceFits(needs: PlatformNeeds, device: DeviceLike): boolean {
  if (!needs.platforms.includes(device.platform)) return false;
  const minimum = needs.minOsVersions[device.platform];
  if (!minimum || !device.osVersion) return true;
  return compareOsVersions(device.osVersion, minimum) >= 0;
}

export const fittingDevices = <Device extends DeviceLike>(
  needs: PlatformNeeds,
  devices: readonly Device[],
): Device[] => devices.filter((device) => deviceFits(needs, device));
