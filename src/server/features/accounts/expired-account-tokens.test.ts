import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import {
  consumeAccountToken,
  INVALID_LINK_MESSAGE,
  issueAccountToken,
  pruneExpiredAccountTokens,
} from './account-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('pruning account links', () => {
  it('forgets each link a day past its expiry, used or not, and the link then says what any spent one says', async () => {
    const { user } = await signUpAs(t.app, 'Tester');
    const email = user.email as string;
    await t.db.delete(accountTokens);
    const reset = await issueAccountToken(t.db, {
      userId: user.id,
      purpose: 'reset_password',
      email,
    });
    const verify = await issueAccountToken(t.db, {
      userId: user.id,
      purpose: 'verify_email',
      email,
    });
    await consumeAccountToken(t.db, 'verify_email', verify);

    // A reset link lasts an hour, a verification link two days; each is kept one more day.
    expect(await pruneExpiredAccountTokens(t.db, hoursFromNow(24))).toBe(0);
    expect(await pruneExpiredAccountTokens(t.db, hoursFromNow(26))).toBe(1);
    expect(await t.db.select({ purpose: accountTokens.purpose }).from(accountTokens)).toEqual([
      { purpose: 'verify_email' },
    ]);
    expect(await pruneExpiredAccountTokens(t.db, hoursFromNow(73))).toBe(1);
    expect(await t.db.select().from(accountTokens)).toEqual([]);

    await expect(consumeAccountToken(t.db, 'reset_password', reset)).rejects.toThrow(
      INVALID_LINK_MESSAGE,
    );
  });
});
