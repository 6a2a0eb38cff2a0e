import fc from 'fast-check';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/**
 * A person's devices. Junk that happens to be a valid device is added (up to the limit, then
 * 409); the rest must be refused cleanly. No fixture is a device: every removal finds nothing.
 */
export const DEVICE_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/me/devices', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'POST',
    path: '/api/me/devices',
    actors: ['tester', 'builder', 'admin', 'newcomer', 'anonymous'],
    body: () => ({ platform: 'Android', osVersion: '14', model: 'Pixel 8' }),
    nearMiss: () => ({
      platform: fc.oneof(
        fc.constantFrom(...PLATFORMS).map((platform) => platform.toLowerCase()),
        fc.constantFrom('IOS', 'Mac', 'android ', '', null, ['Android']),
      ),
      osVersion: fc.constantFrom(
        '14.',
        '.14',
        '14..1',
        'v14',
        '14 beta',
        '1.2.3.4.5',
        '1'.repeat(21),
        14,
      ),
      model: fc.constantFrom('x'.repeat(81), 8, null, ['Pixel']),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/me/devices/:id',
    actors: ['tester', 'builder', 'anonymous'],
    ids: () => fx.knownIds,
  },
];
