import type { Device } from '@/shared/contracts/devices.ts';

/** "Pixel 8"; "Android 14" or "Web device" for a device the tester named no model of. */
export const deviceName = ({ model, platform, osVersion }: Device) =>
  model || (osVersion ? `${platform} ${osVersion}` : `${platform} device`);

/** "Pixel 8", "Pixel 8 and iPad Air", "Pixel 8, iPad Air and 2 more". */
export function deviceNames(devices: readonly Device[]): string {
  const names = devices.map(deviceName);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}
