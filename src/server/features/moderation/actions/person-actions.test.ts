import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { setUpModerationFixtures } from '@/tests/factories/moderation-actions.ts';
import { signUpAs } from '@/tests/factories/people.ts';

const { fx, people, listing, report, act, reportsOn, noticesOf, auditOf } =
  setUpModerationFixtures();

const DAY_MS = 86_400_000;

describe('suspending and lifting through a case', () => {
  it('suspends the owner of a reported listing: the reports close, the listing hides, the session ends', async () => {
    const builder = await signUpAs(fx.t.app, 'Builder');
    const posted = await listing('Spam Cannon', builder.cookie);
    const reporters = await people(2);
    await report({ type: 'listing', id: posted.id, ownerId: builder.user.id }, reporters);

    const response = await act('listing', posted.id, {
      action: 'suspend',
      reason: 'Posts the same advert again and again',
      days: 7,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ closedReports: 2 });
    expect((await reportsOn(posted.id)).map((r) => r.status)).toEqual(['actioned', 'actioned']);
    const [person] = await fx.t.db.select().from(users).where(eq(users.id, builder.user.id));
    expect(person?.suspensionReason).toBe('Posts the same advert again and again');
    expect(person?.suspendedUntil?.getTime()).toBe(fx.clock.now().getTime() + 7 * DAY_MS);
    const [row] = await fx.t.db.select().from(listings).where(eq(listings.id, posted.id));
    expect(row?.hiddenAt).not.toBeNull();
    const me = await fx.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: builder.cookie },
    });
    expect(me.statusCode).toBe(401);
    expect((await auditOf(builder.user.id)).map((entry) => entry.action)).toContain(
      'user.suspended',
    );
    for (const reporter of reporters) {
      expect((await noticesOf(reporter.id)).map((n) => n.title)).toEqual([
        'Your report was handled',
      ]);
    }
  });

  it('lifts the suspension of a reported person: they may sign in again and their listing shows', async () => {
    const builder = await signUpAs(fx.t.app, 'Builder');
    const posted = await listing('Second Chance', builder.cookie);
    await act('person', builder.user.id, { action: 'suspend', reason: 'Spam', days: null });
    const [reporter] = await people(1);
    await report({ type: 'person', id: builder.user.id, ownerId: builder.user.id }, [
      reporter as { id: string },
    ]);

    const lifted = await act('person', builder.user.id, {
      action: 'lift_suspension',
      reason: 'Appealed by mail and promised to stop',
    });

    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ closedReports: 1 });
    const [person] = await fx.t.db.select().from(users).where(eq(users.id, builder.user.id));
    expect(person?.suspendedAt).toBeNull();
    const [row] = await fx.t.db.select().from(listings).where(eq(listings.id, posted.id));
    expect(row?.hiddenAt).toBeNull();
    const again = await act('person', builder.user.id, { action: 'lift_suspension', reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_suspended');
  });

  it('refuses to suspend an admin or oneself, and a builder or tester may not act at all', async () => {
    const other = await signUpAs(fx.t.app, 'Tester');
    const self = await act('person', fx.admin.user.id, { action: 'suspend', reason: 'x', days: 1 });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('action_not_allowed');
    for (const who of [fx.builder, fx.tester]) {
      const refused = await act(
        'person',
        other.user.id,
        { action: 'suspend', reason: 'x', days: 1 },
        who,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('wrong_role');
    }
    const [person] = await fx.t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(person?.suspendedAt).toBeNull();
  });
});
