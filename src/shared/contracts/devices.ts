import { OS_VERSION_MESSAGE, OS_VERSION_PATTERN, PLATFORMS } from './platforms.ts';
import { z } from './zod.ts';

/** A tester lists the devices they test on; more than this is a shop, not a tester. */
export const DEVICES_MAX = 20;
export const DEVICE_MODEL_MAX_LENGTH = 80;
export const TOO_MANY_DEVICES_MESSAGE = `You can list up to ${DEVICES_MAX} devices`;
export const CHOOSE_PLATFORM_MESSAGE = 'Choose a platform';

export const deviceSchema = z.object({
  id: z.uuid(),
  platform: z.enum(PLATFORMS),
  /** Empty when the tester did not say. */
  osVersion: z.string(),
  /** "Pixel 8", "MacBook Air M2"; empty when the tester did not say. */
  model: z.string(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesSchema = z.array(deviceSchema);

export const createDeviceBodySchema = z.object({
  platform: z.enum(PLATFORMS, { error: CHOOSE_PLATFORM_MESSAGE }),
  osVersion: z
    .string()
    .trim()
    .max(20)
    .refine((value) => value === '' || OS_VERSION_PATTERN.test(value), OS_VERSION_MESSAGE)
    .default(''),
  model: z.string().trim().max(DEVICE_MODEL_MAX_LENGTH).default(''),
});
export type CreateDeviceBody = z.infer<typeof createDeviceBodySchema>;
export type CreateDeviceInput = z.input<typeof createDeviceBodySchema>;

export const deviceParamsSchema = z.object({ id: z.uuid() });
