import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';

describe('a server started with TEST_CLOCK=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TEST_CLOCK: '1' });
  });
  afterAll(() => t.close());

  it('stands still until moved, and what it serves follows the moved clock', async () => {
    const before = (await t.app.inject({ url: '/api/test-clock' })).json().now;
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/test-clock',
      payload: { now: '2026-03-29T00:30:00+01:00' },
    });
    expect(moved.json()).toEqual({ now: '2026-03-28T23:30:00.000Z' });
    expect(before).not.toBe('2026-03-28T23:30:00.000Z');

    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/software/${listing.id}/cycles`,
      headers: { cookie: builder.cookie },
      payload: {
        kind: 'Custom',
        testersRequired: 1,
        lengthDays: 3,
        timeZone: 'Europe/Berlin',
        startDate: '2026-03-29',
      },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ today: '2026-03-29', day: 1, status: 'Running' });

    // 23 hours later in UTC is the next midnight in Berlin: 29 March lasts 23 hours there.
    await t.app.inject({
      method: 'PUT',
      url: '/api/test-clock',
      payload: { now: '2026-03-29T22:00:00Z' },
    });
    const cycle = await t.app.inject({
      url: `/api/cycles/${started.json().id}`,
      headers: { cookie: builder.cookie },
    });
    expect(cycle.json()).toMatchObject({ today: '2026-03-30', day: 2 });
  });

  it('refuses an instant that is not one', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/test-clock',
      payload: { now: 'tomorrow' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_failed');
  });
});

describe('a server started without it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has no clock to move', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/test-clock',
      payload: { now: '2026-03-29T00:00:00Z' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('reads TEST_CLOCK as 0 or 1 only', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'yes', DATA_DIR: '/tmp/x' })).toThrow(
      'Invalid TEST_CLOCK',
    );
  });
});
