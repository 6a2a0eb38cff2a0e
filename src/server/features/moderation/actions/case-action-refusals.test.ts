import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpModerationFixtures } from '@/tests/factories/moderation-actions.ts';

const { fx, people, listing, report, act, reportsOn, auditOf } = setUpModerationFixtures();

/** A listing with one open report, to show a refused action leaves it open. */
async function reportedListing() {
  const beta = await listing('Refused Harbor');
  await report({ type: 'listing', id: beta.id, ownerId: fx.builder.user.id }, await people(1));
  return beta;
}

async function expectUntouched(targetId: string) {
  expect((await reportsOn(targetId)).map((row) => row.status)).toEqual(['open']);
  expect(await auditOf(targetId)).toEqual([]);
}

describe('who may act on a case', () => {
  it('refuses the signed out (401) and everyone but admins (403 wrong_role)', async () => {
    const beta = await reportedListing();
    const body = { action: 'hide_listing', reason: 'Spam' };
    expect((await act('listing', beta.id, body, null)).statusCode).toBe(401);
    for (const who of [fx.builder, fx.tester]) {
      const response = await act('listing', beta.id, body, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('wrong_role');
    }
    await expectUntouched(beta.id);
  });
});

describe('actions that do not fit', () => {
  it('refuses a listing’s action on anything else, and a removal of a listing or person', async () => {
    const beta = await reportedListing();
    const refused = [
      ['listing', beta.id, 'remove_content'],
      ['person', fx.tester.user.id, 'hide_listing'],
      ['person', fx.tester.user.id, 'restore_listing'],
      ['person', fx.tester.user.id, 'reject_appeal'],
      ['person', fx.tester.user.id, 'remove_content'],
    ] as const;
    for (const [type, id, action] of refused) {
      const response = await act(type, id, { action, reason: 'Does not fit' });
      expect(response.statusCode, `${action} on ${type}`).toBe(400);
      expect(response.json().code).toBe('action_not_allowed');
    }
    await expectUntouched(beta.id);
  });

  it('answers 404 case_not_found for a thing that does not exist', async () => {
    for (const type of ['listing', 'person', 'message', 'feedback', 'rating'] as const) {
      const response = await act(type, randomUUID(), { action: 'dismiss', reason: 'Gone' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('case_not_found');
    }
  });

  it('refuses to suspend oneself or an admin, and to suspend without a length', async () => {
    const admin = fx.admin.user.id;
    const self = await act('person', admin, { action: 'suspend', reason: 'Me', days: 7 });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('action_not_allowed');
    const beta = await reportedListing();
    const noLength = await act('listing', beta.id, { action: 'suspend', reason: 'Spam' });
    expect(noLength.statusCode).toBe(400);
    expect(noLength.json()).toMatchObject({
      code: 'validation_failed',
      errors: { days: expect.any(String) },
    });
    await expectUntouched(beta.id);
  });

  it('refuses to lift a suspension that is not there (409 not_suspended)', async () => {
    const beta = await reportedListing();
    const response = await act('listing', beta.id, { action: 'lift_suspension', reason: 'Ok' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('not_suspended');
    await expectUntouched(beta.id);
  });

  it('refuses a body without a reason or with an unknown action (400), an unknown kind (404), writing nothing', async () => {
    const beta = await reportedListing();
    for (const body of [
      { action: 'hide_listing', reason: '   ' },
      { action: 'delete_listing', reason: 'Spam' },
      { action: 'suspend', reason: 'Spam', days: 0 },
    ]) {
      const response = await act('listing', beta.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const unknownKind = await act('spaceship' as 'listing', beta.id, {
      action: 'dismiss',
      reason: 'Spam',
    });
    expect(unknownKind.statusCode).toBe(404);
    await expectUntouched(beta.id);
  });
});
