// Kept apart from the device schemas so the first screen's code does not carry zod.
export const devicePaths = {
  /** GET: the signed-in person's devices; POST {platform, osVersion?, model?}: add one. */
  mine: '/api/me/devices',
  /** DELETE: remove one of the signed-in person's devices. */
  one: (deviceId: string) => `/api/me/devices/${deviceId}`,
} as const;
