import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { sessions } from '@/server/db/schema/sessions.ts';
import { users } from '@/server/db/schema/users.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { sessionCookieOf } from '@/tests/factories/quick-people.ts';
import {
  auditOf,
  moderationMailsTo,
  moderationNoticesOf,
  setUpSuspensions,
  userRow,
} from '@/tests/factories/suspensions.ts';
import { requestResetToken } from '@/tests/mail/account-mail.ts';
import { verifyEmailOf } from '@/tests/mail/mail-links.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const { fx, suspend, signIn, currentUser } = setUpSuspensions(NOW);

const sessionsOf = async (userId: string) =>
  (await fx.db.select({ sess: sessions.sess }).from(sessions)).filter(
    (row) => row.sess.userId === userId,
  );

describe('suspending a person for seven days', () => {
  it('ends their sessions, refuses their sign-in with the reason and the end date, and hides their listings', async () => {
    const builder = await signUpAs(fx.app, 'Builder');
    const listing = await postListing(fx.app, builder.cookie, { name: 'Tidewater' });
    expect((await currentUser(builder.cookie)).statusCode).toBe(200);

    await suspend(builder.user.id, 7);

    expect((await currentUser(builder.cookie)).statusCode).toBe(401);
    expect(await sessionsOf(builder.user.id)).toEqual([]);
    const refused = await signIn(builder.user.email ?? '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_suspended',
      message: 'Your account is suspended until May 17, 2026. Reason: Spam links in every message',
    });
    expect(refused.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();

    const person = await userRow(fx.db, builder.user.id);
    expect(person.suspendedAt).toEqual(NOW);
    expect(person.suspendedUntil).toEqual(new Date('2026-05-17T12:00:00Z'));
    expect(person.suspensionReason).toBe('Spam links in every message');
    const [row] = await fx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.hiddenAt).toEqual(NOW);
    expect(
      await fx.db.select().from(listingHides).where(eq(listingHides.listingId, listing.id)),
    ).toEqual([
      expect.objectContaining({
        cause: 'suspension',
        reason: 'Spam links in every message',
        hiddenById: fx.admin.user.id,
      }),
    ]);
  });

  it('writes one audit entry, and tells the person in the app and by mail with the end date and how to appeal', async () => {
    const tester = await signUpAs(fx.app, 'Tester');
    await suspend(tester.user.id, 7, 'Harassed a builder in chat');

    expect(await auditOf(fx.db, tester.user.id, 'user.suspended')).toEqual([
      expect.objectContaining({
        actorId: fx.admin.user.id,
        targetType: 'user',
        targetId: tester.user.id,
        details: {
          days: 7,
          until: '2026-05-17T12:00:00.000Z',
          reason: 'Harassed a builder in chat',
        },
      }),
    ]);
    const sentence =
      'Your account is suspended until May 17, 2026. Reason: Harassed a builder in chat';
    expect(await moderationNoticesOf(fx.db, tester.user.id)).toEqual([
      expect.objectContaining({ title: 'Your account is suspended', body: sentence }),
    ]);
    const [mail, ...more] = await moderationMailsTo(fx.db, tester.user.email ?? '');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your account is suspended');
    expect(mail?.textBody).toContain(sentence);
    expect(mail?.textBody).toContain('your listings are hidden from everyone');
    expect(mail?.textBody).toContain('write to the Beta Harbor team at team@harbor.example');
    expect(mail?.htmlBody).toContain('team@harbor.example');
  });
});

describe('suspending a person for good', () => {
  it('has no end: sign-in is refused for good, the audit entry says so', async () => {
    const tester = await signUpAs(fx.app, 'Tester');
    await suspend(tester.user.id, null, 'Malware in the download link');

    const refused = await signIn(tester.user.email ?? '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account is suspended for good. Reason: Malware in the download link',
    );
    expect((await userRow(fx.db, tester.user.id)).suspendedUntil).toBeNull();
    const [entry] = await auditOf(fx.db, tester.user.id, 'user.suspended');
    expect(entry?.details).toMatchObject({ days: null, until: null });
    const [mail] = await moderationMailsTo(fx.db, tester.user.email ?? '');
    expect(mail?.textBody).toContain('Your account is suspended for good.');
    expect(mail?.textBody).not.toContain('come back when the suspension ends');
  });
});

describe('who cannot be suspended', () => {
  it('refuses oneself, an admin, a deleted account (400) and no one (404), and changes nothing', async () => {
    const other = await signUpAs(fx.app, 'Tester');
    await fx.db.update(users).set({ role: 'Admin' }).where(eq(users.id, other.user.id));
    const gone = await signUpAs(fx.app, 'Tester');
    await fx.db.update(users).set({ deletedAt: NOW }).where(eq(users.id, gone.user.id));

    for (const id of [fx.admin.user.id, other.user.id, gone.user.id]) {
      await expect(suspend(id, 7)).rejects.toMatchObject({
        statusCode: 400,
        code: 'action_not_allowed',
      });
      expect((await userRow(fx.db, id)).suspendedAt).toBeNull();
      expect(await auditOf(fx.db, id, 'user.suspended')).toEqual([]);
    }
    await expect(suspend('00000000-0000-4000-8000-000000000000', 7)).rejects.toMatchObject({
      statusCode: 404,
      code: 'user_not_found',
    });
    expect((await currentUser(fx.admin.cookie)).statusCode).toBe(200);
  });
});

describe('every way in is refused while suspended', () => {
  it('refuses the mailed link that proves the address and signs in', async () => {
    const response = await fx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Mo',
        lastName: 'Link',
        email: 'mo@example.test',
        password: 'correct horse battery',
      },
    });
    expect(response.statusCode).toBe(202);
    const registering = response.cookies.find((c) => c.name === 'bh_registering');
    const [row] = await fx.db.select().from(users).where(eq(users.email, 'mo@example.test'));
    await suspend(row?.id ?? '', 1, 'Spam');
    const opened = await verifyEmailOf(
      fx.app,
      'mo@example.test',
      `bh_registering=${registering?.value}`,
    );
    expect(opened.statusCode).toBe(403);
    expect(opened.json().code).toBe('account_suspended');
    expect(opened.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
  });

  it('refuses the sign-in after a password reset, and a session that outlived the suspension is read as none', async () => {
    const tester = await signUpAs(fx.app, 'Tester');
    const email = tester.user.email ?? '';
    const token = await requestResetToken(fx.app, fx.db, email);
    await suspend(tester.user.id, 3);
    const reset = await fx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new harbor passphrase' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({
      code: 'account_suspended',
      message: 'Your account is suspended until May 13, 2026. Reason: Spam links in every message',
    });
    expect(reset.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();

    const survivor = await sessionCookieOf(fx.app, fx.db, tester.user.id);
    expect((await currentUser(survivor)).statusCode).toBe(401);
  });
});
