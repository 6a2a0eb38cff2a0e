import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { deleteAccount } from '@/server/features/accounts/account-deletion.service.ts';
import { issueAccountToken } from '@/server/features/accounts/account-tokens.ts';
import { resetPassword } from '@/server/features/accounts/password-reset.service.ts';
import { changeUserRole } from '@/server/features/admin/admin.service.ts';
import { endSession, hashSessionId } from '@/server/features/auth/session/session-store.ts';
import { sendMessage } from '@/server/features/chat/messages.service.ts';
import { unsubscribeFromDigest } from '@/server/features/digest/digest.service.ts';
import { joinBeta, leaveBeta } from '@/server/features/interests/interests.service.ts';
import {
  createListing,
  deleteListing,
  setListingStatus,
} from '@/server/features/listings/listings.service.ts';
import { updateProfile } from '@/server/features/profile/profile.service.ts';
import { saveListing, unsaveListing } from '@/server/features/saved/saved.service.ts';
import { createListingBodySchema } from '@/shared/contracts/listings.ts';
import { TEST_ADMIN_EMAIL, TEST_SECRET } from '@/tests/app/build-app.ts';
import { startChat } from '@/tests/factories/chat.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { openDatabaseTwice } from '@/tests/processes/two-processes.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';
import { openServiceContext, type ServiceContext } from './service-context.ts';

/**
 * Each write service announces its own change, so a server's caches are fresh however the
 * service was called. Here a script's context, opened on the server's database as `npm run seed`
 * opens one, makes every change, and the server's next read (once the notification has crossed,
 * on PostgreSQL) shows it, where a cached copy would not.
 */
let databases: Awaited<ReturnType<typeof openDatabaseTwice>>;
let app: App;
let script: ServiceContext & { close(): Promise<void> };
let builder: SignedInUser;
let tester: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  databases = await openDatabaseTwice();
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
  });
  app = await buildApp({ config, database: databases.first });
  await app.ready();
  script = await openServiceContext(databases.second);
  [builder, tester, admin] = await Promise.all([
    signUpAs(app, 'Builder'),
    signUpAs(app, 'Tester'),
    signUpAs(app, 'Admin'),
  ]);
});

afterAll(async () => {
  await script.close();
  await app.close();
  await databases.close();
});

const rowOf = async (person: SignedInUser): Promise<UserRow> => {
  const [row] = await script.db.select().from(users).where(eq(users.id, person.user.id));
  if (!row) throw new Error('user row missing');
  return row;
};

const read = async (url: string, person?: SignedInUser) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: person ? { cookie: person.cookie } : {},
  });
  return { status: response.statusCode, body: response.statusCode < 300 ? response.json() : null };
};

/** The server's answer, polled until the notification has reached it. */
const eventually = (url: string, person?: SignedInUser) => expect.poll(() => read(url, person));

describe('services called from a script keep the server’s caches fresh', () => {
  it('createListing, setListingStatus and deleteListing: Browse and the listing', async () => {
    const imageUrl = await uploadImage(app, builder.cookie);
    expect((await read('/api/software')).body).toEqual([]);
    const listing = await createListing(
      script,
      await rowOf(builder),
      createListingBodySchema.parse({
        name: 'Tidewater',
        shortDescription: 'Tide tables offline',
        longDescription: 'Tide tables for sailors.',
        category: 'Mobile',
        imageUrl,
      }),
    );
    await eventually('/api/software').toMatchObject({ body: [{ id: listing.id }] });

    await setListingStatus(script, await rowOf(builder), listing.id, 'Closed');
    await eventually('/api/software').toMatchObject({ body: [] });
    await eventually(`/api/software/${listing.id}`).toMatchObject({ body: { status: 'Closed' } });

    await deleteListing(script, await rowOf(builder), listing.id);
    await eventually(`/api/software/${listing.id}`).toMatchObject({ status: 404 });
  });

  it('joinBeta, leaveBeta, saveListing and unsaveListing: counts and the viewer’s flags', async () => {
    const listing = await postListing(app, builder.cookie);
    const url = `/api/software/${listing.id}`;
    expect((await read(url, tester)).body).toMatchObject({ testerCount: 0, hasInterest: false });

    await joinBeta(script, tester.user, listing.id);
    await eventually(url, tester).toMatchObject({ body: { testerCount: 1, hasInterest: true } });
    await leaveBeta(script, tester.user.id, listing.id);
    await eventually(url, tester).toMatchObject({ body: { testerCount: 0, hasInterest: false } });

    await saveListing(script, tester.user.id, listing.id);
    await eventually(url, tester).toMatchObject({ body: { isSaved: true } });
    await unsaveListing(script, tester.user.id, listing.id);
    await eventually(url, tester).toMatchObject({ body: { isSaved: false } });
  });

  it('updateProfile, changeUserRole and unsubscribeFromDigest: the signed-in user', async () => {
    const person = await signUpAs(app, 'Tester');
    expect((await read('/api/auth/user', person)).body).toMatchObject({ role: 'Tester' });

    await updateProfile(script, await rowOf(person), {
      phone: '+1 555 0199',
      businessName: '',
      website: '',
      wantsWeeklyDigest: true,
    });
    await eventually('/api/auth/user', person).toMatchObject({
      body: { phone: '+1 555 0199', wantsWeeklyDigest: true },
    });

    await changeUserRole(script, await rowOf(admin), person.user.id, 'Builder');
    await eventually('/api/auth/user', person).toMatchObject({ body: { role: 'Builder' } });

    await unsubscribeFromDigest(script, person.user.id);
    await eventually('/api/auth/user', person).toMatchObject({
      body: { wantsWeeklyDigest: false },
    });
  });

  it('endSession: the ended session is refused', async () => {
    const person = await signUpAs(app, 'Tester');
    expect((await read('/api/auth/user', person)).status).toBe(200);
    const sessionId = decodeURIComponent(person.cookie.split('=')[1] ?? '').split('.')[0] ?? '';

    await endSession(script, hashSessionId(sessionId));
    await eventually('/api/auth/user', person).toMatchObject({ status: 401 });
  });

  it('resetPassword: every session of the user is refused', async () => {
    const person = await signUpAs(app, 'Tester');
    expect((await read('/api/auth/user', person)).status).toBe(200);
    const email = person.user.email as string;
    const token = await issueAccountToken(script.db, {
      userId: person.user.id,
      purpose: 'reset_password',
      email,
    });

    await resetPassword(
      script,
      { token, password: 'a new password from a script' },
      { publicUrl: 'http://localhost' },
    );
    await eventually('/api/auth/user', person).toMatchObject({ status: 401 });
  });

  it('deleteAccount: the session, the listings and the joins of the deleted user', async () => {
    const [leaving, joiner] = await Promise.all([
      signUpAs(app, 'Builder'),
      signUpAs(app, 'Tester'),
    ]);
    const own = await postListing(app, leaving.cookie);
    const others = await postListing(app, builder.cookie);
    await app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: joiner.cookie },
      payload: { softwareId: others.id },
    });
    expect((await read('/api/software')).body).toContainEqual(
      expect.objectContaining({ id: own.id }),
    );
    expect((await read(`/api/software/${others.id}`)).body).toMatchObject({ testerCount: 1 });

    await deleteAccount(script, await rowOf(joiner), { password: TEST_PASSWORD });
    await deleteAccount(script, await rowOf(leaving), { password: TEST_PASSWORD });
    await eventually('/api/auth/user', leaving).toMatchObject({ status: 401 });
    await eventually('/api/auth/user', joiner).toMatchObject({ status: 401 });
    await eventually(`/api/software/${own.id}`).toMatchObject({ status: 404 });
    await eventually(`/api/software/${others.id}`).toMatchObject({ body: { testerCount: 0 } });
    expect((await read('/api/software')).body).not.toContainEqual(
      expect.objectContaining({ id: own.id }),
    );
  });

  it('sendMessage: the message reaches the other party’s open socket', async () => {
    const chat = await startChat(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(address, chat.builder.cookie);
    try {
      const [sender] = await script.db
        .select()
        .from(users)
        .where(eq(users.id, chat.tester.user.id));
      if (!sender) throw new Error('tester row missing');
      await sendMessage(script, sender, chat.conversation.id, 'Sent from a script');
      const frame = await socket.next((f) => f.type === 'new_message');
      expect(frame).toMatchObject({ message: { content: 'Sent from a script' } });
    } finally {
      await socket.close();
    }
  });
});
